CREATE TABLE "chat_versions" (
	"law_company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The chat answers' version per law company (docs/chat.md "Polling"): statement-level triggers
-- with transition tables bump it in the transaction of every change a chat list, count or
-- conversation shows, so a poll whose version did not move answers 304 without its query.
-- Companies are bumped in sorted order so two transactions lock shared rows in the same order.
CREATE OR REPLACE FUNCTION chat_versions_bump(companies int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO chat_versions AS v (law_company_id, version)
  SELECT DISTINCT id, 1 FROM unnest(companies) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (law_company_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- A chat created, changed (attendant, unread, waiting, closed) or removed.
CREATE OR REPLACE FUNCTION chat_versions_chats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM old_rows));
  ELSE
    PERFORM chat_versions_bump(ARRAY(SELECT law_company_id FROM new_rows UNION SELECT law_company_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A message written, viewed or removed: its chat's company.
CREATE OR REPLACE FUNCTION chat_versions_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM chat_versions_bump(ARRAY(SELECT c.law_company_id FROM chats c WHERE c.id IN (SELECT chat_id FROM old_rows)));
  ELSE
    PERFORM chat_versions_bump(ARRAY(SELECT c.law_company_id FROM chats c WHERE c.id IN (SELECT chat_id FROM new_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A case a chat is about changed what the chat shows: ended (status, closed, removed) or its vehicle.
CREATE OR REPLACE FUNCTION chat_versions_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM chat_versions_bump(ARRAY(
    SELECT c.law_company_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN chats c ON c.seizure_request_id = n.id
     WHERE (n.status, n.closed_at, n.deleted_at, n.license_plate, n.chassi, n.model, n.law_company_id)
           IS DISTINCT FROM (o.status, o.closed_at, o.deleted_at, o.license_plate, o.chassi, o.model, o.law_company_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A tracker's request on a case decides whether the chat is closed (approved or not).
CREATE OR REPLACE FUNCTION chat_versions_tracker_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM chat_versions_bump(ARRAY(SELECT c.law_company_id FROM new_rows n
      JOIN chats c ON c.seizure_request_id = n.seizure_request_id AND c.user_id = n.user_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM chat_versions_bump(ARRAY(SELECT c.law_company_id FROM old_rows o
      JOIN chats c ON c.seizure_request_id = o.seizure_request_id AND c.user_id = o.user_id));
  ELSE
    PERFORM chat_versions_bump(ARRAY(SELECT c.law_company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN chats c ON c.seizure_request_id = n.seizure_request_id AND c.user_id = n.user_id
      WHERE n.status IS DISTINCT FROM o.status OR n.user_id IS DISTINCT FROM o.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A name a chat shows (tracker, attendant, sender, company) changed: rare, so every company's
-- version moves rather than finding the chats that show it.
CREATE OR REPLACE FUNCTION chat_versions_names() RETURNS trigger LANGUAGE plpgsql AS $$
-- One condition per table, each in its own IF: PL/pgSQL plans a whole condition at once, so a
-- single OR naming users' columns failed on law_companies ('column n.email does not exist').
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
--> statement-breakpoint
CREATE TRIGGER chat_versions_insert AFTER INSERT ON chats
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_chats();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON chats
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_chats();
--> statement-breakpoint
CREATE TRIGGER chat_versions_delete AFTER DELETE ON chats
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_chats();
--> statement-breakpoint
CREATE TRIGGER chat_versions_insert AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_messages();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON chat_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_messages();
--> statement-breakpoint
CREATE TRIGGER chat_versions_delete AFTER DELETE ON chat_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_messages();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON seizure_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_cases();
--> statement-breakpoint
CREATE TRIGGER chat_versions_insert AFTER INSERT ON tracker_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_tracker_requests();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON tracker_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_tracker_requests();
--> statement-breakpoint
CREATE TRIGGER chat_versions_delete AFTER DELETE ON tracker_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_tracker_requests();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_names();
--> statement-breakpoint
CREATE TRIGGER chat_versions_update AFTER UPDATE ON law_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_versions_names();
--> statement-breakpoint
INSERT INTO chat_versions (law_company_id, version) SELECT DISTINCT law_company_id, 1 FROM chats;
