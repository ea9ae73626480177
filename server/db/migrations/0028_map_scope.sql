ALTER TABLE "map_people" ADD COLUMN "is_consultant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_people" ADD COLUMN "is_fired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_people" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "map_people" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "map_people" ADD COLUMN "region_id" integer;--> statement-breakpoint
CREATE INDEX "map_people_manager_idx" ON "map_people" USING btree ("manager_id");
--> statement-breakpoint
-- Hand-written (issue 24, the live map's speed): the person's own fields the map filters and
-- scopes by, copied into map_people, so that a city's box reads no users row per person. The
-- refresh (sessions' and pings' triggers) copies them; a change to them on users copies them too.
CREATE OR REPLACE FUNCTION map_people_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO map_people AS m (consultant_id, latitude, longitude, located_at, city_id,
    active_session_id, active_status, active_start, active_stop, active_spot_id, active_activity_id,
    next_session_id, next_planned_start, next_spot_id, next_activity_id,
    is_consultant, is_fired, manager_id, agency_id, region_id)
  SELECT c.id,
    coalesce(fix.latitude, a_spot.latitude, n_spot.latitude),
    coalesce(fix.longitude, a_spot.longitude, n_spot.longitude),
    fix.at,
    coalesce(a.city_id, n.city_id, c.city_id),
    a.id, a.status, a.start_time, a.stop_time, a.spot_id, a.activity_id,
    n.id, n.planned_start_time, n.spot_id, n.activity_id,
    c.role = 'CONSULTANT', c.is_fired, c.manager_id, c.agency_id, c.region_id
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
    next_spot_id = excluded.next_spot_id, next_activity_id = excluded.next_activity_id,
    is_consultant = excluded.is_consultant, is_fired = excluded.is_fired, manager_id = excluded.manager_id,
    agency_id = excluded.agency_id, region_id = excluded.region_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_people_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_people SET is_consultant = NEW.role = 'CONSULTANT', is_fired = NEW.is_fired,
    manager_id = NEW.manager_id, agency_id = NEW.agency_id, region_id = NEW.region_id
  WHERE consultant_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_people_user_changed AFTER UPDATE OF role, is_fired, manager_id, agency_id, region_id ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_fired IS DISTINCT FROM NEW.is_fired
    OR OLD.manager_id IS DISTINCT FROM NEW.manager_id OR OLD.agency_id IS DISTINCT FROM NEW.agency_id
    OR OLD.region_id IS DISTINCT FROM NEW.region_id)
  EXECUTE FUNCTION map_people_user_changed();
--> statement-breakpoint
UPDATE map_people m SET is_consultant = u.role = 'CONSULTANT', is_fired = u.is_fired,
  manager_id = u.manager_id, agency_id = u.agency_id, region_id = u.region_id
FROM users u WHERE u.id = m.consultant_id;
