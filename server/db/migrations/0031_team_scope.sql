ALTER TABLE "sessions" ADD COLUMN "manager_id" integer;--> statement-breakpoint
-- Hand-written (issue 28, teams of 2,000): each session carries its consultant's manager, so that
-- a coordinator's pages read their team's sessions as one range of sessions_manager_planned_idx
-- rather than one index probe per member (2,000 for the largest team: 25 ms a page against 2 ms
-- for a team of 29, EXPLAIN ANALYZE at production volume).
--
-- The backfill first, before the triggers and the index (one pass, no index to keep meanwhile).
-- The live map's and the people marks' statement triggers have nothing to do with the new column:
-- off for the backfill (the table is locked by the ALTER above until the migration commits).
ALTER TABLE sessions DISABLE TRIGGER map_people_sessions_update;
--> statement-breakpoint
ALTER TABLE sessions DISABLE TRIGGER sessions_mark_people_updated;
--> statement-breakpoint
UPDATE sessions s SET manager_id = u.manager_id
FROM users u WHERE u.id = s.consultant_id AND u.manager_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE sessions ENABLE TRIGGER map_people_sessions_update;
--> statement-breakpoint
ALTER TABLE sessions ENABLE TRIGGER sessions_mark_people_updated;
--> statement-breakpoint
-- A session written (inserted, or given another consultant) takes its consultant's manager; any
-- manager_id written by hand is replaced. The consultant's row is locked against a move: a move
-- (users_team_scope below) committing meanwhile waits for this session's transaction, then
-- rewrites its sessions, this one too; a move under way makes this one wait and read the new
-- manager. FOR SHARE, or FOR NO KEY UPDATE for a consultant's first sessions: those mark the
-- consultant (users_mark_session_people, an UPDATE of the row), and two transactions planning a
-- new consultant at once, each holding a share lock, would deadlock there; so they take turns.
CREATE OR REPLACE FUNCTION sessions_team_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT u.has_sessions FROM users u WHERE u.id = NEW.consultant_id) THEN
    NEW.manager_id := (SELECT u.manager_id FROM users u WHERE u.id = NEW.consultant_id FOR SHARE);
  ELSE
    NEW.manager_id := (SELECT u.manager_id FROM users u WHERE u.id = NEW.consultant_id FOR NO KEY UPDATE);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_team_scope BEFORE INSERT OR UPDATE OF consultant_id, manager_id ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_team_scope();
--> statement-breakpoint
-- ALWAYS: also under session_replication_role = replica (the benchmark's data generator loads
-- the sessions so): the column is the coordinators' scope, never to be left empty.
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_team_scope;
--> statement-breakpoint
-- A consultant who moves to another team (or leaves one) takes their sessions with them.
CREATE OR REPLACE FUNCTION users_team_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET manager_id = NEW.manager_id
  WHERE consultant_id = NEW.id AND manager_id IS DISTINCT FROM NEW.manager_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_team_scope AFTER UPDATE OF manager_id ON users
  FOR EACH ROW WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id)
  EXECUTE FUNCTION users_team_scope();
--> statement-breakpoint
ALTER TABLE users ENABLE ALWAYS TRIGGER users_team_scope;
--> statement-breakpoint
-- drizzle cannot say INCLUDE: the schema (tables/sessions.ts) names the index's keys only. The
-- status and spot in the index: a team's page judges them (the list's statuses, a search's
-- spots) on the index alone, fetching only the rows it keeps.
CREATE INDEX "sessions_manager_planned_idx" ON "sessions" USING btree ("manager_id","planned_start_time","id") INCLUDE ("status","spot_id");
--> statement-breakpoint
-- The planner learns the new column at once (the lists choose their index by it).
ANALYZE sessions;
