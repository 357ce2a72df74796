ALTER TABLE "users" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(translate(name, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
-- The app-user screens' name search (plans, verifications, the transfers' user filter) matches
-- this column on its trigrams (docs/app-users.md "Indexes and totals"): the candidates' recheck and
-- a walk's filter compare stored text instead of folding every name again. users_name_trgm_idx
-- (the expression) stays for the other screens that search folded(name) with it.
CREATE INDEX "users_name_folded_trgm_idx" ON "users" USING gin ("name_folded" gin_trgm_ops);
