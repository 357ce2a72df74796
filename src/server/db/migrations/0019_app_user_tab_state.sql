ALTER TABLE "users" ADD COLUMN "has_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The app-user lists' tabs as columns of users (docs/app-users.md "Indexes and totals"): whether
-- the user has a plan and its expiry (plans), whether its verification is approved. A tab's page
-- then walks a partial index holding only its rows in the list's order, instead of probing the
-- plan or verification of every user walked. Kept by the statement-level triggers below, in the
-- transaction of every change; a change that leaves them as they were writes nothing.
CREATE OR REPLACE FUNCTION app_user_plan_state_sync(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET has_plan = s.has_plan, plan_expires_at = s.expires
  FROM (SELECT i.id, p.id IS NOT NULL AS has_plan, p.expiration_date AS expires
        FROM unnest(ids) AS i(id) LEFT JOIN user_plans p ON p.user_id = i.id) s
  WHERE u.id = s.id AND (u.has_plan, u.plan_expires_at) IS DISTINCT FROM (s.has_plan, s.expires)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_verification_state_sync(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET verification_approved = s.approved
  FROM (SELECT i.id, coalesce(v.status = 'approved', false) AS approved
        FROM unnest(ids) AS i(id) LEFT JOIN user_verifications v ON v.user_id = i.id) s
  WHERE u.id = s.id AND u.verification_approved IS DISTINCT FROM s.approved
$$;
--> statement-breakpoint
-- One function for both tables: the users whose plan or verification rows were touched.
CREATE OR REPLACE FUNCTION app_user_tab_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT user_id FROM new_rows ORDER BY 1);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT user_id FROM old_rows ORDER BY 1);
  ELSE
    ids := ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows ORDER BY 1);
  END IF;
  IF TG_TABLE_NAME = 'user_plans' THEN
    PERFORM app_user_plan_state_sync(ids);
  ELSE
    PERFORM app_user_verification_state_sync(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_insert AFTER INSERT ON user_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_update AFTER UPDATE ON user_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_delete AFTER DELETE ON user_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_insert AFTER INSERT ON user_verifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_update AFTER UPDATE ON user_verifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
CREATE TRIGGER app_user_tab_state_delete AFTER DELETE ON user_verifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_tab_state();
--> statement-breakpoint
-- The rows already there. The users' update triggers watch other columns (roles and deleted_at,
-- names and contacts) and are switched off meanwhile: with many rows, chat_versions_names' join of
-- its transition tables took 141 s for 18,000 users on PostgreSQL 15.
ALTER TABLE users DISABLE TRIGGER chat_versions_update;
--> statement-breakpoint
ALTER TABLE users DISABLE TRIGGER app_user_counts_update;
--> statement-breakpoint
UPDATE users u SET has_plan = true, plan_expires_at = p.expiration_date FROM user_plans p WHERE p.user_id = u.id;
--> statement-breakpoint
UPDATE users u SET verification_approved = true FROM user_verifications v WHERE v.user_id = u.id AND v.status = 'approved';
--> statement-breakpoint
ALTER TABLE users ENABLE TRIGGER chat_versions_update;
--> statement-breakpoint
ALTER TABLE users ENABLE TRIGGER app_user_counts_update;
--> statement-breakpoint
-- The tabs' pages by Cadastro (created_at DESC, id DESC as users_created_idx), app users only (the
-- predicate is isAppUser() of services/appPlans/shared.ts, word for word). Ativos and Inativos
-- walk the users with a plan and check the expiry in the index entry (it depends on the clock).
CREATE INDEX "users_app_no_plan_idx" ON "users" USING btree ("created_at" DESC, "id" DESC)
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND NOT has_plan;
--> statement-breakpoint
CREATE INDEX "users_app_plan_idx" ON "users" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("plan_expires_at")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND has_plan;
--> statement-breakpoint
CREATE INDEX "users_app_unverified_idx" ON "users" USING btree ("created_at" DESC, "id" DESC)
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND NOT verification_approved;
