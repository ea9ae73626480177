CREATE TABLE "stat_activity_days" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"work_seconds" bigint DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"effective" integer DEFAULT 0 NOT NULL,
	"informational" integer DEFAULT 0 NOT NULL,
	"reg" integer DEFAULT 0 NOT NULL,
	"swap" integer DEFAULT 0 NOT NULL,
	"compliment" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_activity_days_activity_id_day_shard_pk" PRIMARY KEY("activity_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "stat_days" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"consultant_id" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"work_seconds" bigint DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"effective" integer DEFAULT 0 NOT NULL,
	"informational" integer DEFAULT 0 NOT NULL,
	"reg" integer DEFAULT 0 NOT NULL,
	"swap" integer DEFAULT 0 NOT NULL,
	"compliment" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_days_activity_id_day_consultant_id_pk" PRIMARY KEY("activity_id","day","consultant_id")
);
--> statement-breakpoint
CREATE INDEX "stat_activity_days_day_idx" ON "stat_activity_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_days_consultant_idx" ON "stat_days" USING btree ("consultant_id","day");--> statement-breakpoint
CREATE INDEX "stat_days_day_idx" ON "stat_days" USING btree ("day");--> statement-breakpoint
-- Hand-written (issue 24 point 3): the statistics' aggregates kept by triggers in the writing
-- transaction; domain/stats.ts and docs/statistics.md define each figure. A running session's
-- work so far is read from sessions through this partial index.
CREATE INDEX "sessions_running_idx" ON "sessions" USING btree ("activity_id", "planned_start_time") WHERE "status" = 'STARTED' AND "stop_time" IS NULL;--> statement-breakpoint
CREATE FUNCTION stats_add(p_activity integer, p_day date, p_consultant integer, p_sessions integer,
  p_work bigint, p_contacts integer, p_effective integer, p_informational integer, p_reg integer,
  p_swap integer, p_compliment integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stat_days AS d (activity_id, day, consultant_id, sessions, work_seconds, contacts, effective,
    informational, reg, swap, compliment)
  VALUES (p_activity, p_day, p_consultant, p_sessions, p_work, p_contacts, p_effective, p_informational,
    p_reg, p_swap, p_compliment)
  ON CONFLICT (activity_id, day, consultant_id) DO UPDATE SET sessions = d.sessions + excluded.sessions,
    work_seconds = d.work_seconds + excluded.work_seconds, contacts = d.contacts + excluded.contacts,
    effective = d.effective + excluded.effective, informational = d.informational + excluded.informational,
    reg = d.reg + excluded.reg, swap = d.swap + excluded.swap, compliment = d.compliment + excluded.compliment;
  INSERT INTO stat_activity_days AS d (activity_id, day, shard, sessions, work_seconds, contacts, effective,
    informational, reg, swap, compliment)
  VALUES (p_activity, p_day, p_consultant % 16, p_sessions, p_work, p_contacts, p_effective, p_informational,
    p_reg, p_swap, p_compliment)
  ON CONFLICT (activity_id, day, shard) DO UPDATE SET sessions = d.sessions + excluded.sessions,
    work_seconds = d.work_seconds + excluded.work_seconds, contacts = d.contacts + excluded.contacts,
    effective = d.effective + excluded.effective, informational = d.informational + excluded.informational,
    reg = d.reg + excluded.reg, swap = d.swap + excluded.swap, compliment = d.compliment + excluded.compliment;
$$;--> statement-breakpoint
-- A session's whole part in the figures (its contacts included), times sign: nothing unless held.
CREATE FUNCTION stats_session(s sessions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE c record;
BEGIN
  IF s.status NOT IN ('STARTED', 'COMPLETED') THEN RETURN; END IF;
  SELECT count(*)::int AS contacts,
    count(*) FILTER (WHERE e.registration_time IS NOT NULL OR e.exchange_time IS NOT NULL)::int AS effective,
    count(*) FILTER (WHERE e.registration_time IS NULL AND e.exchange_time IS NULL AND e.denial_time IS NULL)::int AS informational,
    count(e.registration_time)::int AS reg, count(e.exchange_time)::int AS swap, count(e.compliment_time)::int AS compliment
  INTO c FROM contact_events e WHERE e.session_id = s.id;
  PERFORM stats_add(coalesce(s.activity_id, 0), (s.planned_start_time AT TIME ZONE 'Asia/Almaty')::date,
    s.consultant_id, sign,
    sign * CASE WHEN s.start_time IS NOT NULL AND s.stop_time > s.start_time
      THEN floor(extract(epoch FROM s.stop_time - s.start_time))::bigint ELSE 0 END,
    sign * c.contacts, sign * c.effective, sign * c.informational, sign * c.reg, sign * c.swap, sign * c.compliment);
END $$;--> statement-breakpoint
CREATE FUNCTION stats_sessions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_session(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM stats_session(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_sessions AFTER INSERT OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION stats_sessions_trigger();--> statement-breakpoint
CREATE TRIGGER stats_sessions_update AFTER UPDATE OF status, activity_id, consultant_id, planned_start_time, start_time, stop_time
  ON sessions FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.activity_id IS DISTINCT FROM NEW.activity_id
    OR OLD.consultant_id IS DISTINCT FROM NEW.consultant_id OR OLD.planned_start_time IS DISTINCT FROM NEW.planned_start_time
    OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.stop_time IS DISTINCT FROM NEW.stop_time)
  EXECUTE FUNCTION stats_sessions_trigger();--> statement-breakpoint
-- One contact's part, times sign, on its session's row (when the session is held).
CREATE FUNCTION stats_contact(e contact_events, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s record;
BEGIN
  SELECT x.status, x.activity_id, x.planned_start_time, x.consultant_id INTO s FROM sessions x WHERE x.id = e.session_id;
  IF NOT FOUND OR s.status NOT IN ('STARTED', 'COMPLETED') THEN RETURN; END IF;
  PERFORM stats_add(coalesce(s.activity_id, 0), (s.planned_start_time AT TIME ZONE 'Asia/Almaty')::date,
    s.consultant_id, 0, 0, sign,
    sign * (e.registration_time IS NOT NULL OR e.exchange_time IS NOT NULL)::int,
    sign * (e.registration_time IS NULL AND e.exchange_time IS NULL AND e.denial_time IS NULL)::int,
    sign * (e.registration_time IS NOT NULL)::int, sign * (e.exchange_time IS NOT NULL)::int,
    sign * (e.compliment_time IS NOT NULL)::int);
END $$;--> statement-breakpoint
CREATE FUNCTION stats_contacts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_contact(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM stats_contact(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_contacts AFTER INSERT OR DELETE OR UPDATE OF session_id, registration_time, exchange_time, denial_time, compliment_time
  ON contact_events FOR EACH ROW EXECUTE FUNCTION stats_contacts_trigger();--> statement-breakpoint
-- The sessions and contacts already stored, counted once.
INSERT INTO stat_days (activity_id, day, consultant_id, sessions, work_seconds, contacts, effective, informational, reg, swap, compliment)
SELECT * FROM (
  SELECT coalesce(s.activity_id, 0), (s.planned_start_time AT TIME ZONE 'Asia/Almaty')::date AS day, s.consultant_id,
    count(*)::int, sum(CASE WHEN s.start_time IS NOT NULL AND s.stop_time > s.start_time
      THEN floor(extract(epoch FROM s.stop_time - s.start_time))::bigint ELSE 0 END),
    sum(c.contacts)::int, sum(c.effective)::int, sum(c.informational)::int, sum(c.reg)::int, sum(c.swap)::int, sum(c.compliment)::int
  FROM sessions s CROSS JOIN LATERAL (SELECT count(*) AS contacts,
      count(*) FILTER (WHERE e.registration_time IS NOT NULL OR e.exchange_time IS NOT NULL) AS effective,
      count(*) FILTER (WHERE e.registration_time IS NULL AND e.exchange_time IS NULL AND e.denial_time IS NULL) AS informational,
      count(e.registration_time) AS reg, count(e.exchange_time) AS swap, count(e.compliment_time) AS compliment
    FROM contact_events e WHERE e.session_id = s.id) c
  WHERE s.status IN ('STARTED', 'COMPLETED') GROUP BY 1, 2, 3) t;--> statement-breakpoint
INSERT INTO stat_activity_days (activity_id, day, shard, sessions, work_seconds, contacts, effective, informational, reg, swap, compliment)
SELECT activity_id, day, consultant_id % 16, sum(sessions), sum(work_seconds), sum(contacts), sum(effective), sum(informational),
  sum(reg), sum(swap), sum(compliment) FROM stat_days GROUP BY 1, 2, 3;
