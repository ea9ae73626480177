import { type SQL, sql } from 'drizzle-orm';
import { ALERT_RULES, type AlertKind } from '../../../domain/alerts';
import type { Db } from '../../db';

/** Metres between two points on the Earth in SQL (haversine, as domain/validation/field.ts distanceMeters). */
const metres = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL) => sql`(2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;

/**
 * The sessions a rule looks at: planned within the lookback (on sessions_planned_live_idx), so a
 * run reads today's sessions, never the whole history.
 */
const recent = (now: SQL, hours: number, kind: AlertKind) => sql`s.status <> 'DELETED'
  and s.planned_start_time > ${now} - make_interval(hours => ${hours})
  and s.planned_start_time <= ${now}
  and not exists (select 1 from alerts raised where raised.session_id = s.id and raised.kind = ${kind})`;

/**
 * Each rule: the sessions it finds, as (session_id, consultant_id, spot_id, details). Inserted
 * with `on conflict (session_id, kind) do nothing`: one cause raises one alert, whichever process
 * runs the job and however often.
 */
const RULES: Record<AlertKind, (now: SQL, hours: number) => SQL> = {
  // A planned session not started 15 minutes after its planned start.
  LATE_START: (now, hours) => sql`
    select s.id, s.consultant_id, s.spot_id,
      jsonb_build_object('plannedStartTime', extract(epoch from s.planned_start_time)::bigint,
        'lateMinutes', floor(extract(epoch from (${now} - s.planned_start_time)) / 60)::int)
    from sessions s
    where ${recent(now, hours, 'LATE_START')} and s.status = 'PLANNED'
      and s.planned_start_time <= ${now} - make_interval(mins => ${ALERT_RULES.lateStartMinutes})`,
  // A session the job marked MISSED (not started by its planned end).
  MISSED: (now, hours) => sql`
    select s.id, s.consultant_id, s.spot_id,
      jsonb_build_object('plannedStartTime', extract(epoch from s.planned_start_time)::bigint,
        'plannedEndTime', extract(epoch from s.planned_end_time)::bigint)
    from sessions s
    where ${recent(now, hours, 'MISSED')} and s.status = 'MISSED'`,
  // A session the field API marked CORRUPTED, with its reason.
  CORRUPTED: (now, hours) => sql`
    select s.id, s.consultant_id, s.spot_id,
      jsonb_build_object('reason', s.corrupted_reason,
        'startTime', extract(epoch from s.start_time)::bigint,
        'latitude', s.start_latitude, 'longitude', s.start_longitude)
    from sessions s
    where ${recent(now, hours, 'CORRUPTED')} and s.status = 'CORRUPTED'`,
  // A ping of a started session farther from the spot than the start may be, even allowing for
  // its accuracy (a ping whose accuracy circle reaches the allowed area does not count). The first
  // such ping is the one named.
  FAR_FROM_SPOT: (now, hours) => {
    const distance = metres(sql`sp.latitude`, sql`sp.longitude`, sql`p.latitude`, sql`p.longitude`);
    return sql`
    select distinct on (s.id) s.id, s.consultant_id, s.spot_id,
      jsonb_build_object('distanceMeters', round(${distance})::int,
        'latitude', p.latitude, 'longitude', p.longitude, 'accuracy', p.accuracy,
        'time', extract(epoch from p.recorded_at)::bigint,
        'spotLatitude', sp.latitude, 'spotLongitude', sp.longitude,
        'limitMeters', ${ALERT_RULES.farFromSpotMeters}::int)
    from sessions s
    join spots sp on sp.id = s.spot_id and sp.latitude is not null and sp.longitude is not null
    join session_positions p on p.session_id = s.id and p.recorded_at >= s.start_time and p.recorded_at <= ${now}
      and p.recorded_at > ${now} - make_interval(mins => ${ALERT_RULES.pingWindowMinutes})
    where ${recent(now, hours, 'FAR_FROM_SPOT')} and s.status = 'STARTED' and s.stop_time is null
      and ${distance} - coalesce(p.accuracy, 0) > ${ALERT_RULES.farFromSpotMeters}
    order by s.id, p.recorded_at, p.id`;
  },
  // The last hour's contacts of a session started at least an hour ago, below the share of the
  // activity's plan per hour (contactCountPerHour).
  LOW_CONTACTS: (now, hours) => sql`
    select s.id, s.consultant_id, s.spot_id,
      jsonb_build_object('contacts', count(c.id)::int, 'planPerHour', a.contact_count_per_hour,
        'windowMinutes', ${ALERT_RULES.lowContactsWindowMinutes}::int,
        'share', ${ALERT_RULES.lowContactsShare}::float8)
    from sessions s
    join activities a on a.id = s.activity_id and a.contact_count_per_hour > 0
    left join contact_events c on c.session_id = s.id
      and c.start_time > ${now} - make_interval(mins => ${ALERT_RULES.lowContactsWindowMinutes})
      and c.start_time <= ${now}
    where ${recent(now, hours, 'LOW_CONTACTS')} and s.status = 'STARTED' and s.stop_time is null
      and s.start_time <= ${now} - make_interval(mins => ${ALERT_RULES.lowContactsWindowMinutes})
    group by s.id, a.contact_count_per_hour
    having count(c.id) < a.contact_count_per_hour * ${ALERT_RULES.lowContactsShare}::float8`,
};

/**
 * One run of the alerts job (issue 24 point 4): every rule at `now` (the database's clock unless
 * given: tests move it), over the sessions planned in the last `lookbackHours` (the demo seed
 * looks further back), each cause inserted once. Answers the alerts this run raised.
 */
export const raiseAlerts = async (
  db: Pick<Db, 'execute'>,
  at?: Date,
  { lookbackHours = ALERT_RULES.lookbackHours }: { lookbackHours?: number } = {},
) => {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const raised: { id: number; kind: AlertKind; sessionId: number }[] = [];
  for (const [kind, rule] of Object.entries(RULES) as [AlertKind, (now: SQL, hours: number) => SQL][]) {
    const { rows } = await db.execute<{ id: number; session_id: number }>(sql`
      insert into alerts (kind, session_id, consultant_id, spot_id, details, raised_at)
      select ${kind}, found.*, ${now} from (${rule(now, lookbackHours)}) found
      on conflict (session_id, kind) do nothing
      returning id, session_id`);
    raised.push(...rows.map((r) => ({ id: r.id, kind, sessionId: r.session_id })));
  }
  return raised;
};
