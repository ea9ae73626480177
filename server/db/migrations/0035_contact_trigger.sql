-- A contact's insert, the field API's hot write, in one statement of the trigger's own: the session
-- read and the three aggregates (stat_days, stat_activity_days, session_contacts) written by one
-- statement, without calling stats_contact, stats_add and session_contacts_add (a function call
-- and its statements' executor set-up each: 0.17 ms of PostgreSQL's CPU a contact is left, bench/stats.ts).
-- The same figures; updates and deletes keep the general path.
CREATE OR REPLACE FUNCTION stats_contacts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  eff int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    eff := (NEW.registration_time IS NOT NULL OR NEW.exchange_time IS NOT NULL)::int;
    -- One statement: each statement of a trigger has its own executor start and end.
    WITH s AS (
      SELECT coalesce(x.activity_id, 0) AS activity_id, (x.planned_start_time AT TIME ZONE 'Asia/Almaty')::date AS day,
        x.consultant_id
      FROM sessions x WHERE x.id = NEW.session_id AND x.status IN ('STARTED', 'COMPLETED')),
    c AS (
      SELECT eff AS effective,
        (NEW.registration_time IS NULL AND NEW.exchange_time IS NULL AND NEW.denial_time IS NULL)::int AS informational,
        (NEW.registration_time IS NOT NULL)::int AS reg, (NEW.exchange_time IS NOT NULL)::int AS swap,
        (NEW.compliment_time IS NOT NULL)::int AS compliment),
    by_consultant AS (
      INSERT INTO stat_days AS d (activity_id, day, consultant_id, contacts, effective, informational, reg, swap, compliment)
      SELECT s.activity_id, s.day, s.consultant_id, 1, c.effective, c.informational, c.reg, c.swap, c.compliment FROM s, c
      ON CONFLICT (activity_id, day, consultant_id) DO UPDATE SET contacts = d.contacts + 1,
        effective = d.effective + excluded.effective, informational = d.informational + excluded.informational,
        reg = d.reg + excluded.reg, swap = d.swap + excluded.swap, compliment = d.compliment + excluded.compliment),
    by_activity AS (
      INSERT INTO stat_activity_days AS d (activity_id, day, shard, contacts, effective, informational, reg, swap, compliment)
      SELECT s.activity_id, s.day, s.consultant_id % 16, 1, c.effective, c.informational, c.reg, c.swap, c.compliment FROM s, c
      ON CONFLICT (activity_id, day, shard) DO UPDATE SET contacts = d.contacts + 1,
        effective = d.effective + excluded.effective, informational = d.informational + excluded.informational,
        reg = d.reg + excluded.reg, swap = d.swap + excluded.swap, compliment = d.compliment + excluded.compliment)
    UPDATE session_contacts SET contacts = contacts + 1, effective = effective + eff WHERE session_id = NEW.session_id;
    IF NOT FOUND THEN PERFORM session_contacts_add(NEW.session_id, 1, eff); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_contact(OLD, -1); END IF;
  IF TG_OP = 'UPDATE' THEN PERFORM stats_contact(NEW, 1); END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM session_contacts_add(OLD.session_id, -1,
      -(OLD.registration_time IS NOT NULL OR OLD.exchange_time IS NOT NULL)::int);
  ELSIF OLD.session_id IS DISTINCT FROM NEW.session_id
    OR (OLD.registration_time IS NOT NULL OR OLD.exchange_time IS NOT NULL)
      IS DISTINCT FROM (NEW.registration_time IS NOT NULL OR NEW.exchange_time IS NOT NULL) THEN
    PERFORM session_contacts_add(OLD.session_id, -1,
      -(OLD.registration_time IS NOT NULL OR OLD.exchange_time IS NOT NULL)::int);
    PERFORM session_contacts_add(NEW.session_id, 1,
      (NEW.registration_time IS NOT NULL OR NEW.exchange_time IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END $$;
