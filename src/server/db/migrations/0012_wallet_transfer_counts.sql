CREATE TABLE "wallet_transfer_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallet_transfers_waiting_idx" ON "wallet_transfers" USING btree ("waiting_until") WHERE "wallet_transfers"."status" = 'pending';--> statement-breakpoint
-- Exact transfer totals by status (docs/app-users.md "Transfers"): statement-level triggers with
-- transition tables keep wallet_transfer_counts in the transaction of every change of
-- wallet_transfers; a bulk insert is one grouped upsert. Keys are upserted in sorted order.
CREATE OR REPLACE FUNCTION wallet_transfer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wallet_transfer_counts AS c (status, total)
    SELECT status, count(*)::int FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO wallet_transfer_counts AS c (status, total)
    SELECT status, -count(*)::int FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO wallet_transfer_counts AS c (status, total)
    SELECT k.status, sum(k.delta)::int
      FROM (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) k
     GROUP BY 1 HAVING sum(k.delta) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transfer_counts_insert AFTER INSERT ON wallet_transfers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_transfer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER wallet_transfer_counts_update AFTER UPDATE ON wallet_transfers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_transfer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER wallet_transfer_counts_delete AFTER DELETE ON wallet_transfers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_transfer_counts_apply();
--> statement-breakpoint
INSERT INTO wallet_transfer_counts (status, total) SELECT status, count(*)::int FROM wallet_transfers GROUP BY 1;
