-- Issue 27 item 4: Plano 'Reembolsado' on a tab that checks the plan's state (Ativos, Inativos)
-- counted its 1,000 matches by reading each refunded user's row for `has_plan` (4,000 heap pages,
-- 13-15 ms at 1,000,000 app users). With `has_plan` in the entry, the walk is index-only.
DROP INDEX IF EXISTS "users_app_plan_refunded_idx";
--> statement-breakpoint
CREATE INDEX "users_app_plan_refunded_idx" ON "users" USING btree ("created_at" DESC, "id" DESC)
  INCLUDE ("plan_expires_at", "plan_type", "plan_method", "verification_approved", "has_plan")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL AND plan_refunded;
