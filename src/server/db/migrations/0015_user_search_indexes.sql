CREATE INDEX "wallet_transfers_user_idx" ON "wallet_transfers" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The name search of every app-user screen and the transfers' user filter (docs/app-users.md
-- "Indexes and totals"): trigrams of the folded name (folded() of services/trackers/shared.ts,
-- word for word) and of the e-mail, over every user, so that a transfer of a removed user is
-- still found by its user's name. Replaces 0014's index of app users' names only.
DROP INDEX IF EXISTS "users_app_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin
  ((lower(translate(name, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
