-- The plans list's Plano filter on Todos from the kept counters too (docs/app-users.md "Indexes and
-- totals"): a plan's keys now also hold its subscription status ('plan:status:<status>') and
-- 'plan:refunded'. The two callers pass the new arguments; the counters are recounted.
CREATE OR REPLACE FUNCTION app_plan_count_keys(plan_type text, method text, expires timestamptz, status text, refunded boolean) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY['plan']
    || CASE WHEN method = 'manual' THEN ARRAY['plan:manual'] ELSE '{}'::text[] END
    || CASE WHEN plan_type = 'scanner' THEN ARRAY['plan:scanner'] ELSE '{}'::text[] END
    || CASE WHEN expires IS NULL THEN '{}'::text[] ELSE ARRAY['expires:' || to_char(expires AT TIME ZONE 'UTC', 'YYYYMMDDHH24')] END
    || CASE WHEN status IS NULL THEN '{}'::text[] ELSE ARRAY['plan:status:' || status] END
    || CASE WHEN refunded THEN ARRAY['plan:refunded'] ELSE '{}'::text[] END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_counts_users_add(ids int[], sign int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE keys text[];
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  SELECT array_agg(k) INTO keys FROM unnest(ids) AS i(id)
    LEFT JOIN user_plans p ON p.user_id = i.id
    LEFT JOIN user_verifications v ON v.user_id = i.id
    CROSS JOIN LATERAL unnest(ARRAY['all']
      || CASE WHEN p.id IS NULL THEN '{}'::text[] ELSE app_plan_count_keys(p.type, p.method, p.expiration_date, p.subscription_status, p.refunded) END
      || CASE WHEN v.id IS NULL THEN '{}'::text[] ELSE app_verification_count_keys(v.status) END) AS k;
  PERFORM app_user_counts_add(keys, array_fill(sign, ARRAY[cardinality(keys)]));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_counts_plans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys text[] := '{}'; deltas int[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(k), '{}'), coalesce(array_agg(-1), '{}') INTO keys, deltas
      FROM old_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_plan_count_keys(r.type, r.method, r.expiration_date, r.subscription_status, r.refunded)) AS k;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT keys || coalesce(array_agg(k), '{}'), deltas || coalesce(array_agg(1), '{}') INTO keys, deltas
      FROM new_rows r JOIN users u ON u.id = r.user_id AND u.roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND u.deleted_at IS NULL
      CROSS JOIN LATERAL unnest(app_plan_count_keys(r.type, r.method, r.expiration_date, r.subscription_status, r.refunded)) AS k;
  END IF;
  PERFORM app_user_counts_add(keys, deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS app_plan_count_keys(text, text, timestamptz);
--> statement-breakpoint
DELETE FROM app_user_counts;
--> statement-breakpoint
SELECT app_user_counts_users_add(ARRAY(SELECT id FROM users
  WHERE roles && ARRAY['tracker', 'informer', 'fromApp']::text[] AND deleted_at IS NULL), 1);
