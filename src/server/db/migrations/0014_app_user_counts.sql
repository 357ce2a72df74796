CREATE TABLE "app_user_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_plans_expiration_idx" ON "user_plans" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "user_verifications_tab_idx" ON "user_verifications" USING btree ((CASE WHEN status = 'abandoned' THEN 'incompleted' ELSE status END),"updated_at","user_id");--> statement-breakpoint
-- The app-user lists (docs/app-users.md "Indexes and totals"). Pages sorted by name, and the
-- Não Verificados verification tab by its update date, walk these partial indexes of live app
-- users (the predicate is isAppUser() of services/appPlans/shared.ts, word for word).
CREATE INDEX "users_app_name_idx" ON "users" USING btree ("name", "id")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "users_app_updated_idx" ON "users" USING btree ("updated_at", "id")
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL;
--> statement-breakpoint
-- The name search ('Pesquisar' on Nome, the transfers' user filter): trigrams of the folded name
-- (folded() of services/trackers/shared.ts, word for word), so a part of a name is found without
-- reading every user. PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_app_name_trgm_idx" ON "users" USING gin
  ((lower(translate(name, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) gin_trgm_ops)
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL;
--> statement-breakpoint
-- The counter keys of one plan and of one verification (schema appUserCounts).
CREATE OR REPLACE FUNCTION app_plan_count_keys(plan_type text, method text, expires timestamptz) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY['plan']
    || CASE WHEN method = 'manual' THEN ARRAY['plan:manual'] ELSE '{}'::text[] END
    || CASE WHEN plan_type = 'scanner' THEN ARRAY['plan:scanner'] ELSE '{}'::text[] END
    || CASE WHEN expires IS NULL THEN '{}'::text[] ELSE ARRAY['expires:' || to_char(expires AT TIME ZONE 'UTC', 'YYYYMMDDHH24')] END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_verification_count_keys(status text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$ SELECT ARRAY['verification', 'verification:' || status] $$;
--> statement-breakpoint
-- Adds the (key, delta) pairs, netted: nothing is written (nor locked) when a change nets to zero.
-- Keys are upserted in sorted order, so two transactions never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION app_user_counts_add(keys text[], deltas int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO app_user_counts AS c (key, total)
  SELECT k, sum(d)::int FROM unnest(keys, deltas) AS x(k, d) GROUP BY k HAVING sum(d) <> 0 ORDER BY k
  ON CONFLICT (key) DO UPDATE SET total = c.total + excluded.total
$$;
--> statement-breakpoint
-- Every key of the given users (live app users: 'all', their plan's and verification's keys), signed.
CREATE OR REPLACE FUNCTION app_user_counts_users_add(ids int[], sign int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE keys text[];
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  SELECT array_agg(k) INTO keys FROM unnest(ids) AS i(id)
    LEFT JOIN user_plans p ON p.user_id = i.id
    LEFT JOIN user_verifications v ON v.user_id = i.id
    CROSS JOIN LATERAL unnest(ARRAY['all']
      || CASE WHEN p.id IS NULL THEN '{}'::text[] ELSE app_plan_count_keys(p.type, p.method, p.expiration_date) END
      || CASE WHEN v.id IS NULL THEN '{}'::text[] ELSE app_verification_count_keys(v.status) END) AS k;
  PERFORM app_user_counts_add(keys, array_fill(sign, ARRAY[cardinality(keys)]));
END
$$;
--> statement-breakpoint
-- users: a user counts while an app user and not removed; an update matters only when that flips
-- (its plan and verification do not change in the same statement).
CREATE OR REPLACE FUNCTION app_user_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM app_user_counts_users_add(ARRAY(SELECT id FROM new_rows
      WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM app_user_counts_users_add(ARRAY(SELECT id FROM old_rows
      WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL), -1);
  ELSE
    PERFORM app_user_counts_users_add(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND n.deleted_at IS NULL)
        AND NOT (o.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND o.deleted_at IS NULL)), 1);
    PERFORM app_user_counts_users_add(ARRAY(SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND o.deleted_at IS NULL)
        AND NOT (n.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND n.deleted_at IS NULL)), -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- user_plans: the old rows' keys out, the new rows' in, for plans of live app users.
CREATE OR REPLACE FUNCTION app_user_counts_plans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[] := '{}'; deltas int[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(k), '{}'), coalesce(array_agg(-1), '{}') INTO keys, deltas
      FROM old_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_plan_count_keys(r.type, r.method, r.expiration_date)) AS k;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT keys || coalesce(array_agg(k), '{}'), deltas || coalesce(array_agg(1), '{}') INTO keys, deltas
      FROM new_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_plan_count_keys(r.type, r.method, r.expiration_date)) AS k;
  END IF;
  PERFORM app_user_counts_add(keys, deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- user_verifications: the same, with the verification's keys.
CREATE OR REPLACE FUNCTION app_user_counts_verifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[] := '{}'; deltas int[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(k), '{}'), coalesce(array_agg(-1), '{}') INTO keys, deltas
      FROM old_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_verification_count_keys(r.status)) AS k;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT keys || coalesce(array_agg(k), '{}'), deltas || coalesce(array_agg(1), '{}') INTO keys, deltas
      FROM new_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_verification_count_keys(r.status)) AS k;
  END IF;
  PERFORM app_user_counts_add(keys, deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_user_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_users();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_users();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_users();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_insert AFTER INSERT ON user_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_plans();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_update AFTER UPDATE ON user_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_plans();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_delete AFTER DELETE ON user_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_plans();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_insert AFTER INSERT ON user_verifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_verifications();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_update AFTER UPDATE ON user_verifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_verifications();
--> statement-breakpoint
CREATE TRIGGER app_user_counts_delete AFTER DELETE ON user_verifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_user_counts_verifications();
--> statement-breakpoint
-- The counts of the rows already there.
SELECT app_user_counts_users_add(ARRAY(SELECT id FROM users
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL), 1);
