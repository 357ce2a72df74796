ALTER TABLE "wallet_transfers" ADD COLUMN "receipt_upload_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transfers_receipt_idx" ON "wallet_transfers" USING btree ("receipt") WHERE "wallet_transfers"."receipt" IS NOT NULL;--> statement-breakpoint
-- One receipt proves one payment (docs/app-users.md "Transfers", issue 23): each decision from
-- now on records the upload its receipt is, and the unique index below refuses a second transfer
-- with the same upload, also when two decisions race. Transfers decided before keep their receipt
-- path (a reuse of it is refused by wallet_transfers_receipt_idx); the earliest one of each file
-- takes the claim, later ones sharing it stay without (their history is not rewritten).
UPDATE "wallet_transfers" t SET "receipt_upload_id" = f."upload_id"
  FROM (SELECT DISTINCT ON (w."receipt") w."id", u."id" AS "upload_id"
          FROM "wallet_transfers" w JOIN "uploads" u ON u."path" = w."receipt"
         ORDER BY w."receipt", w."id") f
 WHERE t."id" = f."id";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_receipt_upload_key" ON "wallet_transfers" USING btree ("receipt_upload_id") WHERE "wallet_transfers"."receipt_upload_id" IS NOT NULL;
