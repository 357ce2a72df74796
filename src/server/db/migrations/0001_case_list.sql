CREATE TABLE "case_counts" (
	"law_company_id" integer NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"has_approved" boolean NOT NULL,
	"has_pending" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "case_counts_pkey" PRIMARY KEY("law_company_id","status","state","has_approved","has_pending")
);
--> statement-breakpoint
DROP INDEX "cases_company_status_created_idx";--> statement-breakpoint
DROP INDEX "cases_status_created_idx";--> statement-breakpoint
DROP INDEX "cases_plate_prefix_idx";--> statement-breakpoint
DROP INDEX "cases_chassi_prefix_idx";--> statement-breakpoint
DROP INDEX "cases_process_prefix_idx";--> statement-breakpoint
DROP INDEX "cases_company_plate_idx";--> statement-breakpoint
DROP INDEX "cases_company_chassi_idx";--> statement-breakpoint
DROP INDEX "cases_state_idx";--> statement-breakpoint
ALTER TABLE "seizure_requests" ADD COLUMN "list_tab" smallint GENERATED ALWAYS AS (CASE WHEN status = 'draft' THEN 1 WHEN status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') THEN CASE WHEN total_approved_trackers > 0 THEN 3 ELSE 2 END WHEN status = 'completedSized' THEN 4 ELSE 5 END) STORED;--> statement-breakpoint
CREATE INDEX "cases_company_tab_created_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_tab_created_idx" ON "seizure_requests" USING btree ("list_tab","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_tab_state_created_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","main_address_state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_tab_state_created_idx" ON "seizure_requests" USING btree ("list_tab","main_address_state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_pending_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL AND "seizure_requests"."total_pending_trackers" > 0;--> statement-breakpoint
CREATE INDEX "cases_pending_idx" ON "seizure_requests" USING btree ("list_tab","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL AND "seizure_requests"."total_pending_trackers" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_company_plate_key" ON "seizure_requests" USING btree ("law_company_id","license_plate" COLLATE "C") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_tab_plate_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","license_plate" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_tab_chassi_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","chassi" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_tab_process_idx" ON "seizure_requests" USING btree ("law_company_id","list_tab","process_number" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_plate_idx" ON "seizure_requests" USING btree ("license_plate" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_chassi_idx" ON "seizure_requests" USING btree ("chassi" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_process_idx" ON "seizure_requests" USING btree ("process_number" COLLATE "C","id") WHERE "seizure_requests"."deleted_at" IS NULL;