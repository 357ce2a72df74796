ALTER TABLE "wallet_transfers" ADD COLUMN "receipt_sha256" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_receipt_sha256_key" ON "wallet_transfers" USING btree ("receipt_sha256") WHERE "wallet_transfers"."receipt_sha256" IS NOT NULL;