CREATE TABLE "map_people" (
	"consultant_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"located_at" timestamp with time zone,
	"city_id" integer,
	"active_session_id" integer,
	"active_status" varchar(32),
	"active_start" timestamp with time zone,
	"active_stop" timestamp with time zone,
	"active_spot_id" integer,
	"active_activity_id" integer,
	"next_session_id" integer,
	"next_planned_start" timestamp with time zone,
	"next_spot_id" integer,
	"next_activity_id" integer
);
--> statement-breakpoint
ALTER TABLE "map_people" ADD CONSTRAINT "map_people_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_people_position_idx" ON "map_people" USING btree ("latitude","longitude","consultant_id");--> statement-breakpoint
-- Hand-written (issue 24, the live map): map_people kept by triggers, and its backfill.
-- The next planned session of a consultant: a small partial index (PLANNED ones only).
CREATE INDEX IF NOT EXISTS "map_sessions_planned_idx" ON "sessions" ("consultant_id", "planned_start_time", "id") WHERE "status" = 'PLANNED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "map_people_active_session_idx" ON "map_people" ("active_session_id");
--> statement-breakpoint
-- Recomputes the map rows of these consultants from their sessions and pings: the last active
-- session (the latest started, not DELETED), the next PLANNED one, and the last known position
-- (the active session's latest ping, stop or start position, else its spot or the next one's).
CREATE OR REPLACE FUNCTION map_people_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO map_people AS m (consultant_id, latitude, longitude, located_at, city_id,
    active_session_id, active_status, active_start, active_stop, active_spot_id, active_activity_id,
    next_session_id, next_planned_start, next_spot_id, next_activity_id)
  SELECT c.id,
    coalesce(fix.latitude, a_spot.latitude, n_spot.latitude),
    coalesce(fix.longitude, a_spot.longitude, n_spot.longitude),
    fix.at,
    coalesce(a.city_id, n.city_id, c.city_id),
    a.id, a.status, a.start_time, a.stop_time, a.spot_id, a.activity_id,
    n.id, n.planned_start_time, n.spot_id, n.activity_id
  FROM users c
  LEFT JOIN LATERAL (
    SELECT s.id, s.status, s.start_time, s.stop_time, s.spot_id, s.activity_id, s.city_id,
      s.start_latitude, s.start_longitude, s.stop_latitude, s.stop_longitude
    FROM sessions s
    WHERE s.consultant_id = c.id AND s.start_time IS NOT NULL AND s.status <> 'DELETED'
    ORDER BY s.start_time DESC, s.id DESC LIMIT 1) a ON true
  LEFT JOIN LATERAL (
    SELECT s.id, s.planned_start_time, s.spot_id, s.activity_id, s.city_id
    FROM sessions s
    WHERE s.consultant_id = c.id AND s.status = 'PLANNED'
    ORDER BY s.planned_start_time, s.id LIMIT 1) n ON true
  LEFT JOIN LATERAL (
    SELECT f.latitude, f.longitude, f.at FROM (
      (SELECT p.latitude, p.longitude, p.recorded_at AS at FROM session_positions p
        WHERE p.session_id = a.id ORDER BY p.recorded_at DESC LIMIT 1)
      UNION ALL SELECT a.stop_latitude, a.stop_longitude, a.stop_time WHERE a.stop_latitude IS NOT NULL
      UNION ALL SELECT a.start_latitude, a.start_longitude, a.start_time WHERE a.start_latitude IS NOT NULL
    ) f ORDER BY f.at DESC LIMIT 1) fix ON true
  LEFT JOIN spots a_spot ON a_spot.id = a.spot_id
  LEFT JOIN spots n_spot ON n_spot.id = n.spot_id
  WHERE c.id = ANY(ids)
  ON CONFLICT (consultant_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
    located_at = excluded.located_at, city_id = excluded.city_id,
    active_session_id = excluded.active_session_id, active_status = excluded.active_status,
    active_start = excluded.active_start, active_stop = excluded.active_stop,
    active_spot_id = excluded.active_spot_id, active_activity_id = excluded.active_activity_id,
    next_session_id = excluded.next_session_id, next_planned_start = excluded.next_planned_start,
    next_spot_id = excluded.next_spot_id, next_activity_id = excluded.next_activity_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_people_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM map_people_refresh(ARRAY(SELECT DISTINCT consultant_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM map_people_refresh(ARRAY(
      SELECT consultant_id FROM new_rows UNION SELECT consultant_id FROM old_rows));
  ELSE
    PERFORM map_people_refresh(ARRAY(SELECT DISTINCT consultant_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_people_sessions_insert AFTER INSERT ON sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_people_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER map_people_sessions_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_people_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER map_people_sessions_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_people_sessions_changed();
--> statement-breakpoint
-- A post of pings moves the person to its latest ping, when it is of their last active session
-- and newer than the position they have.
CREATE OR REPLACE FUNCTION map_people_pings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_people m SET latitude = p.latitude, longitude = p.longitude, located_at = p.recorded_at
  FROM (SELECT DISTINCT ON (n.session_id) n.session_id, n.latitude, n.longitude, n.recorded_at
        FROM new_rows n ORDER BY n.session_id, n.recorded_at DESC) p
  WHERE m.active_session_id = p.session_id AND (m.located_at IS NULL OR p.recorded_at >= m.located_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_people_pings AFTER INSERT ON session_positions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_people_pings();
--> statement-breakpoint
SELECT map_people_refresh(ARRAY(SELECT DISTINCT consultant_id FROM sessions));
