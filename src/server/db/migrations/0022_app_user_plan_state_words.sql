ALTER TABLE "users" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_status" text;--> statement-breakpoint
-- The rest of the plan (type, method, subscription status, refunded) and the verification's status
-- copied onto users like migration 0019's tab state (docs/app-users.md "Indexes and totals"): a
-- tab with a Plano filter, or a name search on a tab, checks them in the row or index entry it
-- already reads instead of probing user_plans or user_verifications per user (a probe each made
-- 'Ativos + Cancelado' 53 ms and 'Pendente + carvalho' 106 ms at 1,000,000 app users).
CREATE OR REPLACE FUNCTION app_user_plan_state_sync(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET has_plan = s.has_plan, plan_expires_at = s.expires, plan_type = s.type,
      plan_method = s.method, plan_status = s.status, plan_refunded = s.refunded
  FROM (SELECT i.id, p.id IS NOT NULL AS has_plan, p.expiration_date AS expires, p.type, p.method,
          p.subscription_status AS status, coalesce(p.refunded, false) AS refunded
        FROM unnest(ids) AS i(id) LEFT JOIN user_plans p ON p.user_id = i.id) s
  WHERE u.id = s.id
    AND (u.has_plan, u.plan_expires_at, u.plan_type, u.plan_method, u.plan_status, u.plan_refunded)
      IS DISTINCT FROM (s.has_plan, s.expires, s.type, s.method, s.status, s.refunded)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_verification_state_sync(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET verification_approved = s.status IS NOT DISTINCT FROM 'approved', verification_status = s.status
  FROM (SELECT i.id, v.status FROM unnest(ids) AS i(id) LEFT JOIN user_verifications v ON v.user_id = i.id) s
  WHERE u.id = s.id AND u.verification_status IS DISTINCT FROM s.status
$$;
--> statement-breakpoint
-- The words of every name, folded, with how many users' names have held each (never lowered: it
-- only tells the search which words are rare enough to look up by index, services/appPlans/nameSearch.ts).
-- A search term's fragment is looked up here by trigram (a small table), and the users holding
-- any of the words found come from users_app_name_words_idx.
CREATE TABLE "user_name_words" ("word" text PRIMARY KEY, "users" integer NOT NULL);
--> statement-breakpoint
CREATE INDEX "user_name_words_trgm_idx" ON "user_name_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- New names' words, in word order so that two transactions adding the same words never deadlock.
CREATE OR REPLACE FUNCTION user_name_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_name_words (word, users)
      SELECT w, count(*) FROM new_rows n, unnest(regexp_split_to_array(n.name_folded, '\s+')) w
      WHERE w <> '' GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET users = user_name_words.users + excluded.users;
  ELSE
    INSERT INTO user_name_words (word, users)
      SELECT w, count(*) FROM (SELECT id, name_folded FROM new_rows EXCEPT SELECT id, name_folded FROM old_rows) n,
        unnest(regexp_split_to_array(n.name_folded, '\s+')) w
      WHERE w <> '' GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET users = user_name_words.users + excluded.users;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_name_words_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_name_words_add();
--> statement-breakpoint
CREATE TRIGGER user_name_words_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_name_words_add();
--> statement-breakpoint
INSERT INTO user_name_words (word, users)
  SELECT w, count(*) FROM users, unnest(regexp_split_to_array(name_folded, '\s+')) w WHERE w <> '' GROUP BY w;
--> statement-breakpoint
-- The rows already there, with the users' update triggers off as in migration 0019 (none of them
-- watches these columns).
ALTER TABLE users DISABLE TRIGGER chat_versions_update;
--> statement-breakpoint
ALTER TABLE users DISABLE TRIGGER app_user_counts_update;
--> statement-breakpoint
ALTER TABLE users DISABLE TRIGGER user_name_words_update;
--> statement-breakpoint
UPDATE users u SET plan_type = p.type, plan_method = p.method, plan_status = p.subscription_status, plan_refunded = p.refunded
  FROM user_plans p WHERE p.user_id = u.id;
--> statement-breakpoint
UPDATE users u SET verification_status = v.status FROM user_verifications v WHERE v.user_id = u.id;
--> statement-breakpoint
ALTER TABLE users ENABLE TRIGGER chat_versions_update;
--> statement-breakpoint
ALTER TABLE users ENABLE TRIGGER app_user_counts_update;
--> statement-breakpoint
ALTER TABLE users ENABLE TRIGGER user_name_words_update;
--> statement-breakpoint
-- Plano on any tab: the users of one subscription status in the list's order, with every other
-- tab's state in the entry (index-only); refunded plans likewise.
CREATE INDEX "users_app_plan_status_idx" ON "users" USING btree ("plan_status", "created_at" DESC, "id" DESC)
  INCLUDE ("plan_expires_at", "plan_type", "plan_method", "verification_approved")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND has_plan;
--> statement-breakpoint
CREATE INDEX "users_app_plan_refunded_idx" ON "users" USING btree ("created_at" DESC, "id" DESC)
  INCLUDE ("plan_expires_at", "plan_type", "plan_method", "verification_approved")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND plan_refunded;
--> statement-breakpoint
-- A name search's index (docs/app-users.md "Name search"): each app user's folded name as words,
-- plus tokens of the tab state a search on a narrow tab checks ('~m:manual', '~t:scanner',
-- '~s:<subscription status>', '~r:refunded', '~v:<verification status>'; empty after the colon
-- when there is none), so that 'carvalho' on Manual or Pendente is one merge of lists in the
-- index instead of 16,000 rows read to keep 1,000 (30 ms → 6 ms at 1,000,000 app users). It
-- replaces the folded name's trigram index: a term's trigrams are common to thousands of names
-- (a whole name read 714 index pages, 17–29 ms), its words are a few lists.
-- services/appPlans/nameSearch.ts calls the function with the same columns.
CREATE OR REPLACE FUNCTION app_user_search_tokens(name_folded text, plan_method text, plan_type text,
    plan_status text, plan_refunded boolean, verification_status text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(name_folded, '\s+')
    || ARRAY['~m:' || coalesce(plan_method, ''), '~t:' || coalesce(plan_type, ''), '~s:' || coalesce(plan_status, ''),
             CASE WHEN plan_refunded THEN '~r:refunded' ELSE '~r:' END, '~v:' || coalesce(verification_status, '')]
$$;
--> statement-breakpoint
CREATE INDEX "users_app_search_idx" ON "users" USING gin
  (app_user_search_tokens(name_folded, plan_method, plan_type, plan_status, plan_refunded, verification_status))
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_folded_trgm_idx";
