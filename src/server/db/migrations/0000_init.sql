CREATE TABLE "law_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"document" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_whatsapp" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"enable_trackers_auto_approve" boolean DEFAULT false NOT NULL,
	"enable_shadow_mode" boolean DEFAULT false NOT NULL,
	"state" text,
	"city" text,
	"neighborhood" text,
	"street" text,
	"number" integer,
	"complement" text,
	"zipcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device" text,
	"notification_token" text,
	"ip" text,
	"app" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"avatar" text,
	"document" text,
	"phone" text,
	"state" text,
	"city" text,
	"neighborhood" text,
	"street" text,
	"number" integer,
	"complement" text,
	"zipcode" text,
	"changed_location_at" timestamp with time zone,
	"experience_score" integer,
	"recovery_code" text,
	"recovery_code_at" timestamp with time zone,
	"recovery_attempts" integer DEFAULT 0 NOT NULL,
	"law_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"description" text,
	"state" text,
	"city" text,
	"neighborhood" text,
	"street" text,
	"number" integer,
	"complement" text,
	"zipcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seizure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"license_plate" text,
	"chassi" text,
	"renavam" text,
	"maker" text,
	"model" text,
	"year" integer,
	"reward" numeric(12, 2),
	"process_number" text,
	"financier" text,
	"debtor_name" text,
	"debtor_document" text,
	"notes" text,
	"shadow_mode" boolean DEFAULT false NOT NULL,
	"can_be_draft" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"main_address_city" text,
	"main_address_state" text,
	"total_approved_trackers" integer DEFAULT 0 NOT NULL,
	"total_pending_trackers" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seizure_report_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"filename" text
);
--> statement-breakpoint
CREATE TABLE "seizure_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"notes" text,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_request_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracker_request_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"message" text,
	"reason" text,
	"was_declined" boolean DEFAULT false NOT NULL,
	"was_reproved" boolean DEFAULT false NOT NULL,
	"last_reproved_reason" text,
	"has_found" boolean DEFAULT false NOT NULL,
	"has_scanner" boolean DEFAULT false NOT NULL,
	"has_photos" boolean DEFAULT false NOT NULL,
	"can_emit_receipt" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"auto_approved_at" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"law_company_id" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"last_attendant_id" integer,
	"last_sent_at" timestamp with time zone,
	"user_last_sent_at" timestamp with time zone,
	"attendant_last_view_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"seizure_request_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"model" jsonb,
	"original" jsonb,
	"error" text,
	"invalid_fields" jsonb,
	"seizure_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_company_id" integer NOT NULL,
	"config_id" integer,
	"starter_id" integer NOT NULL,
	"filename" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"close_others" boolean DEFAULT false NOT NULL,
	"config_applied" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"error" text,
	"changes_create_count" integer DEFAULT 0 NOT NULL,
	"changes_update_count" integer DEFAULT 0 NOT NULL,
	"changes_closed_count" integer DEFAULT 0 NOT NULL,
	"changes_error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"expiration_date" timestamp with time zone,
	"subscription_status" text,
	"subscription_reason" text,
	"subscription_management_url" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"billing_issue" boolean DEFAULT false NOT NULL,
	"product_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preference_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"city" text,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"source" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"pix_type" text NOT NULL,
	"pix" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt" text,
	"waiting_until" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"law_company_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seizure_request_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_addresses" ADD CONSTRAINT "case_addresses_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_requests" ADD CONSTRAINT "seizure_requests_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_requests" ADD CONSTRAINT "seizure_requests_category_id_case_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_requests" ADD CONSTRAINT "seizure_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_report_documents" ADD CONSTRAINT "seizure_report_documents_report_id_seizure_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."seizure_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_reports" ADD CONSTRAINT "seizure_reports_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_reports" ADD CONSTRAINT "seizure_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seizure_reports" ADD CONSTRAINT "seizure_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_request_photos" ADD CONSTRAINT "tracker_request_photos_tracker_request_id_tracker_requests_id_fk" FOREIGN KEY ("tracker_request_id") REFERENCES "public"."tracker_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_requests" ADD CONSTRAINT "tracker_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_last_attendant_id_users_id_fk" FOREIGN KEY ("last_attendant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_configs" ADD CONSTRAINT "import_configs_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_config_id_import_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."import_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preference_locations" ADD CONSTRAINT "user_preference_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_history" ADD CONSTRAINT "wallet_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_law_company_id_law_companies_id_fk" FOREIGN KEY ("law_company_id") REFERENCES "public"."law_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seizure_request_id_seizure_requests_id_fk" FOREIGN KEY ("seizure_request_id") REFERENCES "public"."seizure_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "law_companies_document_key" ON "law_companies" USING btree ("document");--> statement-breakpoint
CREATE INDEX "law_companies_status_created_idx" ON "law_companies" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "law_companies_created_idx" ON "law_companies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_law_company_idx" ON "users" USING btree ("law_company_id","id");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_addresses_case_idx" ON "case_addresses" USING btree ("seizure_request_id");--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("seizure_request_id");--> statement-breakpoint
CREATE INDEX "cases_company_created_idx" ON "seizure_requests" USING btree ("law_company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_status_created_idx" ON "seizure_requests" USING btree ("law_company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_status_created_idx" ON "seizure_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_created_idx" ON "seizure_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_plate_prefix_idx" ON "seizure_requests" USING btree ("license_plate" text_pattern_ops) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_chassi_prefix_idx" ON "seizure_requests" USING btree ("chassi" text_pattern_ops) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_process_prefix_idx" ON "seizure_requests" USING btree ("process_number" text_pattern_ops) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_plate_idx" ON "seizure_requests" USING btree ("law_company_id","license_plate") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_company_chassi_idx" ON "seizure_requests" USING btree ("law_company_id","chassi") WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cases_state_idx" ON "seizure_requests" USING btree ("main_address_state","created_at" DESC NULLS FIRST) WHERE "seizure_requests"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "seizure_report_documents_report_idx" ON "seizure_report_documents" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "seizure_reports_case_status_idx" ON "seizure_reports" USING btree ("seizure_request_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seizure_reports_status_idx" ON "seizure_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tracker_request_photos_request_idx" ON "tracker_request_photos" USING btree ("tracker_request_id");--> statement-breakpoint
CREATE INDEX "tracker_requests_case_status_idx" ON "tracker_requests" USING btree ("seizure_request_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracker_requests_status_created_idx" ON "tracker_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tracker_requests_user_idx" ON "tracker_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracker_requests_auto_approved_idx" ON "tracker_requests" USING btree ("auto_approved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_chat_created_idx" ON "chat_messages" USING btree ("chat_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "chats_case_user_key" ON "chats" USING btree ("seizure_request_id","user_id");--> statement-breakpoint
CREATE INDEX "chats_company_last_sent_idx" ON "chats" USING btree ("law_company_id","last_sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_last_sent_idx" ON "chats" USING btree ("last_sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_changes_import_idx" ON "import_changes" USING btree ("import_id","type");--> statement-breakpoint
CREATE INDEX "import_configs_company_idx" ON "import_configs" USING btree ("law_company_id");--> statement-breakpoint
CREATE INDEX "import_records_import_line_idx" ON "import_records" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "imports_company_created_idx" ON "imports" USING btree ("law_company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_history_user_idx" ON "purchase_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_plans_user_key" ON "user_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_preference_locations_place_idx" ON "user_preference_locations" USING btree ("state","city");--> statement-breakpoint
CREATE UNIQUE INDEX "user_verifications_user_key" ON "user_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_verifications_status_updated_idx" ON "user_verifications" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "wallet_history_user_idx" ON "wallet_history" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_transfers_status_created_idx" ON "wallet_transfers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_created_idx" ON "wallet_transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pix_idx" ON "wallet_transfers" USING btree ("pix","status");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_case_idx" ON "notifications" USING btree ("seizure_request_id");