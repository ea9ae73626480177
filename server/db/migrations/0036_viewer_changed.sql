-- Each server process remembers the logins it has seen (server/auth/viewerCache.ts), so that a
-- request costs no statement to know its caller. What a login depends on tells every process when
-- it changes: the user's row (its role, agency, region, activity, dismissal, approval, password
-- expiry) or the token's (revoked, expiry changed, deleted), by NOTIFY on channel viewer_changed
-- with the user's id, sent at commit. The session that commits receives its own notification before
-- its statement's answer (PostgreSQL delivers it before ReadyForQuery); the others within moments.
CREATE OR REPLACE FUNCTION notify_user_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewer_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_token_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewer_changed', OLD.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.role, OLD.agency_id, OLD.region_id, OLD.is_active, OLD.is_fired, OLD.verified_by_agency,
         OLD.verified_until, OLD.password_expired)
    IS DISTINCT FROM (NEW.role, NEW.agency_id, NEW.region_id, NEW.is_active, NEW.is_fired,
         NEW.verified_by_agency, NEW.verified_until, NEW.password_expired))
  EXECUTE FUNCTION notify_user_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER users_viewer_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_viewer_changed AFTER UPDATE ON auth_tokens FOR EACH ROW
  WHEN ((OLD.user_id, OLD.expires_at, OLD.revoked_at) IS DISTINCT FROM (NEW.user_id, NEW.expires_at, NEW.revoked_at))
  EXECUTE FUNCTION notify_token_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_viewer_deleted AFTER DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION notify_token_viewer_changed();
