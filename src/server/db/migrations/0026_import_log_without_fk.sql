ALTER TABLE "import_changes" DROP CONSTRAINT "import_changes_import_id_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "import_changes" DROP CONSTRAINT "import_changes_seizure_request_id_seizure_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "import_records" DROP CONSTRAINT "import_records_import_id_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "import_records" DROP CONSTRAINT "import_records_seizure_request_id_seizure_requests_id_fk";
