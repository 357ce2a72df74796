-- chat_versions_names without EXISTS over a join of the transition tables: the planner answers
-- an EXISTS by a nested loop (it expects a match early), so a statement updating many rows and
-- changing no shown column compared every new row with every old one (18,000 users: 92 s on
-- PostgreSQL 15). A set difference of the shown columns is linear (the same 18,000 rows: ~60 ms),
-- and rows whose shown columns did not change leave the difference empty as before.
CREATE OR REPLACE FUNCTION chat_versions_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF EXISTS (SELECT n.id, n.name, n.email, n.phone, n.avatar FROM new_rows n
               EXCEPT SELECT o.id, o.name, o.email, o.phone, o.avatar FROM old_rows o) THEN
      PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM chat_versions));
    END IF;
  ELSIF EXISTS (SELECT n.id, n.name FROM new_rows n EXCEPT SELECT o.id, o.name FROM old_rows o) THEN
    PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM chat_versions));
  END IF;
  RETURN NULL;
END
$$;
