CREATE INDEX "case_attachments_path_idx" ON "case_attachments" USING btree ("path");--> statement-breakpoint
CREATE INDEX "seizure_report_documents_value_idx" ON "seizure_report_documents" USING btree ("value");--> statement-breakpoint
CREATE INDEX "tracker_request_photos_value_idx" ON "tracker_request_photos" USING btree ("value");