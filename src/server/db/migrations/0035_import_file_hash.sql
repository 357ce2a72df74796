ALTER TABLE "imports" ADD COLUMN "file_hash" text;--> statement-breakpoint
CREATE INDEX "imports_running_file_idx" ON "imports" USING btree ("law_company_id","file_hash") WHERE status = 'processing';