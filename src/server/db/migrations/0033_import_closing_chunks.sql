ALTER TABLE "imports" ADD COLUMN "closing_cursor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "closing_cursor_id" integer;--> statement-breakpoint
CREATE INDEX "import_records_case_idx" ON "import_records" USING btree ("import_id","seizure_request_id") WHERE "import_records"."seizure_request_id" IS NOT NULL;