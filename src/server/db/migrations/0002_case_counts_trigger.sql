-- Exact case-list totals without counting rows (docs/cases.md "Totals").
-- case_counts holds one counter per (law company, status, main state, has approved tracker,
-- has pending tracker) over live cases (deleted_at IS NULL). Statement-level triggers with
-- transition tables keep it in the same transaction as every change of seizure_requests: a bulk
-- insert of 10,000 cases is one grouped upsert, not 10,000. Keys are upserted in sorted order so
-- two transactions lock shared counters in the same order.
CREATE OR REPLACE FUNCTION case_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_counts AS c (law_company_id, status, state, has_approved, has_pending, total)
    SELECT law_company_id, status, coalesce(main_address_state, ''), total_approved_trackers > 0,
           total_pending_trackers > 0, count(*)::int
      FROM new_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_company_id, status, state, has_approved, has_pending)
    DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO case_counts AS c (law_company_id, status, state, has_approved, has_pending, total)
    SELECT law_company_id, status, coalesce(main_address_state, ''), total_approved_trackers > 0,
           total_pending_trackers > 0, -count(*)::int
      FROM old_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_company_id, status, state, has_approved, has_pending)
    DO UPDATE SET total = c.total + excluded.total;
  ELSE
    -- Every old row leaves its counter and every new row enters its own; rows whose key did not
    -- change cancel out and touch nothing.
    INSERT INTO case_counts AS c (law_company_id, status, state, has_approved, has_pending, total)
    SELECT k.law_company_id, k.status, k.state, k.has_approved, k.has_pending, sum(k.delta)::int
      FROM (
        SELECT law_company_id, status, coalesce(main_address_state, '') AS state,
               total_approved_trackers > 0 AS has_approved, total_pending_trackers > 0 AS has_pending, -1 AS delta
          FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT law_company_id, status, coalesce(main_address_state, ''), total_approved_trackers > 0,
               total_pending_trackers > 0, 1
          FROM new_rows WHERE deleted_at IS NULL
      ) k
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(k.delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_company_id, status, state, has_approved, has_pending)
    DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes every counter from the cases (operations: after a restore or a manual bulk fix).
CREATE OR REPLACE FUNCTION case_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE seizure_requests IN SHARE MODE;
  DELETE FROM case_counts;
  INSERT INTO case_counts (law_company_id, status, state, has_approved, has_pending, total)
  SELECT law_company_id, status, coalesce(main_address_state, ''), total_approved_trackers > 0,
         total_pending_trackers > 0, count(*)::int
    FROM seizure_requests WHERE deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5;
END
$$;
--> statement-breakpoint
SELECT case_counts_rebuild();
--> statement-breakpoint
CREATE TRIGGER case_counts_insert AFTER INSERT ON seizure_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_apply();
--> statement-breakpoint
CREATE TRIGGER case_counts_update AFTER UPDATE ON seizure_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_apply();
--> statement-breakpoint
CREATE TRIGGER case_counts_delete AFTER DELETE ON seizure_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_apply();
