-- Company-wide tracker and report lists (docs/trackers.md "Lists and indexes").
ALTER TABLE "seizure_reports" ADD COLUMN "law_company_id" integer;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD COLUMN "law_company_id" integer;--> statement-breakpoint
-- Backfill the company copies from the cases (a case never changes company).
UPDATE "tracker_requests" t SET "law_company_id" = s."law_company_id" FROM "seizure_requests" s WHERE s."id" = t."seizure_request_id";
--> statement-breakpoint
UPDATE "seizure_reports" r SET "law_company_id" = s."law_company_id" FROM "seizure_requests" s WHERE s."id" = r."seizure_request_id";
--> statement-breakpoint
ALTER TABLE "seizure_reports" ADD CONSTRAINT "seizure_reports_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seizure_reports_company_status_created_idx" ON "seizure_reports" USING btree ("law_company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seizure_reports_company_created_idx" ON "seizure_reports" USING btree ("law_company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seizure_reports_created_idx" ON "seizure_reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracker_requests_company_status_created_idx" ON "tracker_requests" USING btree ("law_company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracker_requests_company_created_idx" ON "tracker_requests" USING btree ("law_company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracker_requests_company_auto_idx" ON "tracker_requests" USING btree ("law_company_id","auto_approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tracker_requests"."auto_approved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tracker_requests_created_idx" ON "tracker_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Keeps the company copies whoever inserts (services, the seed, a manual INSERT): filled from the
-- case when not given, and set again if a row is ever moved to another case.
CREATE OR REPLACE FUNCTION case_company_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.law_company_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT s.law_company_id INTO NEW.law_company_id FROM seizure_requests s WHERE s.id = NEW.seizure_request_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tracker_requests_company BEFORE INSERT OR UPDATE OF seizure_request_id ON tracker_requests
  FOR EACH ROW EXECUTE FUNCTION case_company_copy();
--> statement-breakpoint
CREATE TRIGGER seizure_reports_company BEFORE INSERT OR UPDATE OF seizure_request_id ON seizure_reports
  FOR EACH ROW EXECUTE FUNCTION case_company_copy();
