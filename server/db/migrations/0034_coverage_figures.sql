ALTER TABLE "session_contacts" ADD COLUMN "spot_id" integer;--> statement-breakpoint
ALTER TABLE "session_contacts" ADD COLUMN "planned_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_contacts" ADD COLUMN "consultant_id" integer;--> statement-breakpoint
ALTER TABLE "session_contacts" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-edited: drizzle cannot say INCLUDE (tables/core.ts names the key only).
CREATE INDEX "users_session_people_names_idx" ON "users" USING btree ("id") INCLUDE ("last_name", "first_name", "agency_id") WHERE "users"."has_sessions";--> statement-breakpoint
-- Hand-written (issue 28 point 3): each session's counts carry what the coverage report selects
-- by (its spot, planned start, consultant, whether it is held), so that the report sums a period's
-- counts from one index range instead of probing session_contacts once a session (a year: 800,000
-- probes). Filled before the generated index is built (one build, not an insert a row): the counts
-- are copied aside and written back with their sessions' figures in one pass, which leaves the
-- table compact (an UPDATE of every row doubled it and took 48 s at production volume).
CREATE TEMPORARY TABLE "session_contacts_counts" AS SELECT session_id, contacts, effective FROM session_contacts;--> statement-breakpoint
TRUNCATE "session_contacts";--> statement-breakpoint
INSERT INTO session_contacts (session_id, contacts, effective, spot_id, planned_start_time, consultant_id, held)
SELECT k.session_id, k.contacts, k.effective, s.spot_id, s.planned_start_time, s.consultant_id,
  coalesce(s.status IN ('STARTED', 'COMPLETED'), false)
FROM session_contacts_counts k LEFT JOIN sessions s ON s.id = k.session_id;--> statement-breakpoint
DROP TABLE "session_contacts_counts";--> statement-breakpoint
CREATE INDEX "session_contacts_planned_idx" ON "session_contacts" USING btree ("planned_start_time") WHERE "session_contacts"."held";--> statement-breakpoint
-- A session's first contact writes its row with the session's figures; the next ones add to the
-- counts only. FOR SHARE: a concurrent change of the session's status, spot, start or consultant
-- either finishes first (and is read here) or waits for this row and then corrects it (below).
CREATE OR REPLACE FUNCTION session_contacts_add(p_session integer, p_contacts integer, p_effective integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_contacts SET contacts = contacts + p_contacts, effective = effective + p_effective
  WHERE session_id = p_session;
  IF NOT FOUND THEN
    INSERT INTO session_contacts AS c (session_id, contacts, effective, spot_id, planned_start_time, consultant_id, held)
    SELECT s.id, p_contacts, p_effective, s.spot_id, s.planned_start_time, s.consultant_id,
      s.status IN ('STARTED', 'COMPLETED')
    FROM sessions s WHERE s.id = p_session FOR SHARE
    ON CONFLICT (session_id) DO UPDATE SET contacts = c.contacts + excluded.contacts,
      effective = c.effective + excluded.effective;
  END IF;
END $$;--> statement-breakpoint
-- A session moved to another spot, start or consultant, or held or no longer held: its counts'
-- copy follows in the same transaction.
CREATE FUNCTION session_contacts_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_contacts SET spot_id = NEW.spot_id, planned_start_time = NEW.planned_start_time,
    consultant_id = NEW.consultant_id, held = NEW.status IN ('STARTED', 'COMPLETED')
  WHERE session_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_contacts_session AFTER UPDATE OF spot_id, planned_start_time, consultant_id, status
  ON sessions FOR EACH ROW WHEN (OLD.spot_id IS DISTINCT FROM NEW.spot_id
    OR OLD.planned_start_time IS DISTINCT FROM NEW.planned_start_time
    OR OLD.consultant_id IS DISTINCT FROM NEW.consultant_id
    OR (OLD.status IN ('STARTED', 'COMPLETED')) IS DISTINCT FROM (NEW.status IN ('STARTED', 'COMPLETED')))
  EXECUTE FUNCTION session_contacts_session_changed();--> statement-breakpoint
-- The report's sessions of a spot in the period, read from the index alone: its consultant, status
-- and the times its hours are counted from (drizzle cannot say INCLUDE: tables/sessions.ts names the
-- keys only). start_time and stop_time are in other indexes already (sessions_consultant_idx, the
-- predicate of sessions_running_idx), so starting and stopping were never HOT updates; only a change
-- of the planned end alone (rare: a plan is changed with its start) now writes this index too.
DROP INDEX "sessions_spot_planned_idx";--> statement-breakpoint
CREATE INDEX "sessions_spot_planned_idx" ON "sessions" USING btree ("spot_id","planned_start_time")
  INCLUDE ("consultant_id","status","start_time","stop_time","planned_end_time");
