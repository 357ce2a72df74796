-- chat_versions_names as 0013 now defines it (one IF per table), for databases that applied 0013
-- before its fix: there, PL/pgSQL planned the single OR naming users' columns against
-- law_companies too, so every law-company update failed ('column n.email does not exist').
CREATE OR REPLACE FUNCTION chat_versions_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.email, n.phone, n.avatar) IS DISTINCT FROM (o.name, o.email, o.phone, o.avatar)) THEN
      PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM chat_versions));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name) THEN
    PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM chat_versions));
  END IF;
  RETURN NULL;
END
$$;
