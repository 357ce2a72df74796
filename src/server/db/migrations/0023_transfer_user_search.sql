ALTER TABLE "wallet_transfers" ADD COLUMN "user_name_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The transfers' user filter (docs/app-users.md "Transfers"): the user's folded name copied onto
-- each transfer, so that a name is checked on the transfer row and its words, with the transfer's
-- status, are merged in one index (wallet_transfers_search_idx). Reading through the users first
-- cost one index probe per matching user, or along a tab one users probe per transfer ('carvalho'
-- on Pendentes: 10,007 probes, 54 ms at 1,000,000 users).
-- A new transfer takes its user's name.
CREATE OR REPLACE FUNCTION wallet_transfers_user_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.user_name_folded := coalesce((SELECT name_folded FROM users WHERE id = NEW.user_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_user_name BEFORE INSERT OR UPDATE OF user_id ON wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION wallet_transfers_user_name();
--> statement-breakpoint
-- A renamed user's transfers follow, in the rename's transaction (only the users whose folded name
-- changed: a set difference of the transition tables, see migration 0020).
CREATE OR REPLACE FUNCTION wallet_transfers_user_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_transfers t SET user_name_folded = n.name_folded
    FROM (SELECT id, name_folded FROM new_rows EXCEPT SELECT id, name_folded FROM old_rows) n
   WHERE t.user_id = n.id AND t.user_name_folded IS DISTINCT FROM n.name_folded;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transfers_user_rename AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_transfers_user_rename();
--> statement-breakpoint
-- The names of the transfers already there (their statuses do not change: the counters' trigger is off meanwhile).
ALTER TABLE wallet_transfers DISABLE TRIGGER wallet_transfer_counts_update;
--> statement-breakpoint
UPDATE wallet_transfers t SET user_name_folded = u.name_folded FROM users u WHERE u.id = t.user_id;
--> statement-breakpoint
ALTER TABLE wallet_transfers ENABLE TRIGGER wallet_transfer_counts_update;
--> statement-breakpoint
-- The transfer's user name as words plus its status ('~st:pending'…), like users_app_search_idx
-- (migration 0022): 'carvalho' on Pendentes is one merge of two lists in the index.
-- services/appTransfers/userFilter.ts calls the function with the same columns.
CREATE OR REPLACE FUNCTION transfer_search_tokens(user_name_folded text, status text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(user_name_folded, '\s+') || ARRAY['~st:' || status]
$$;
--> statement-breakpoint
CREATE INDEX "wallet_transfers_search_idx" ON "wallet_transfers" USING gin (transfer_search_tokens(user_name_folded, status));
