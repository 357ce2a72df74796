-- Issue 27 item 3: the API keeps each session's check (auth/sessionCache.ts) until what it read
-- changes. Every change to a session, to what a user may do, or to a law company's state and
-- switches says so on the 'auth_changed' channel when it commits; each API process listens and
-- forgets its cached checks. One notification a statement (PostgreSQL folds a transaction's
-- identical ones into one).
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_auth_changed AFTER UPDATE OF revoked_at, user_id OR DELETE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OF status, deleted_at, roles, must_change_password, law_company_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER law_companies_auth_changed
  AFTER UPDATE OF status, status_reason, email_confirmed_at, enable_trackers_auto_approve, enable_shadow_mode OR DELETE ON law_companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
