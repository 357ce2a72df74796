ALTER TABLE "import_records" ADD COLUMN "missing_fields" jsonb;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "closing_blocked_by" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "not_closed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "import_records_draft_idx" ON "import_records" USING btree ("import_id") WHERE "import_records"."error" IS NULL AND "import_records"."missing_fields" IS NOT NULL;