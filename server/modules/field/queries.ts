import { sql } from 'drizzle-orm';
import { FIELD_LIMITS } from '../../../domain/validation/field';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import type { Tx } from '../sessions/scope';

const seconds = (v: unknown) => (v == null ? null : Math.floor(new Date(v as string).getTime() / 1000));

/** A session as the field API answers it: times in epoch seconds, its activity, spot and city. */
export interface FieldSession {
  id: number;
  status: string;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  hourCount: number;
  corruptedReason: string | null;
  activity: { id: number; title: string } | null;
  spot: {
    id: number;
    title: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  city: { id: number; title: string } | null;
}

const SESSION_COLUMNS = sql`
  s.id, s.status, s.planned_start_time, s.planned_end_time, s.start_time, s.stop_time, s.hour_count,
  s.corrupted_reason, s.activity_id, a.title as activity_title, s.spot_id, p.title as spot_title,
  p.address as spot_address, p.latitude as spot_latitude, p.longitude as spot_longitude,
  s.city_id, c.title as city_title`;
const SESSION_JOINS = sql`
  left join activities a on a.id = s.activity_id
  left join spots p on p.id = s.spot_id
  left join cities c on c.id = s.city_id`;

const toFieldSession = (r: Record<string, unknown>): FieldSession => ({
  id: r.id as number,
  status: r.status as string,
  plannedStartTime: seconds(r.planned_start_time),
  plannedEndTime: seconds(r.planned_end_time),
  startTime: seconds(r.start_time),
  stopTime: seconds(r.stop_time),
  hourCount: r.hour_count as number,
  corruptedReason: (r.corrupted_reason as string | null) ?? null,
  activity: r.activity_id == null ? null : { id: r.activity_id as number, title: r.activity_title as string },
  spot:
    r.spot_id == null
      ? null
      : {
          id: r.spot_id as number,
          title: r.spot_title as string,
          address: (r.spot_address as string | null) ?? null,
          latitude: (r.spot_latitude as number | null) ?? null,
          longitude: (r.spot_longitude as number | null) ?? null,
        },
  city: r.city_id == null ? null : { id: r.city_id as number, title: r.city_title as string },
});

/**
 * GET /api/field/sessions/: the consultant's sessions still to work, today's (in their time zone)
 * and the next two weeks', PLANNED or STARTED, in planned order.
 */
export const upcomingSessions = async (db: Db, consultantId: number, timeZone: string) => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${SESSION_COLUMNS}
    from sessions s ${SESSION_JOINS}
    where s.consultant_id = ${consultantId}
      and s.status in ('PLANNED', 'STARTED')
      and (s.status = 'STARTED' or (
        s.planned_end_time >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})
        and s.planned_start_time < now() + make_interval(days => ${FIELD_LIMITS.upcomingDays}))
      )
    order by s.planned_start_time, s.id
    limit 200`);
  return rows.map(toFieldSession);
};

/** One of the consultant's own sessions, as answered. */
export const fieldSession = async (db: Db | Tx, consultantId: number, id: number) => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${SESSION_COLUMNS}
    from sessions s ${SESSION_JOINS}
    where s.id = ${id} and s.consultant_id = ${consultantId} and s.status <> 'DELETED'`);
  if (!rows[0]) throw notFound();
  return toFieldSession(rows[0]);
};

/** The consultant's own session, locked for a change; 404 for anyone else's (or a deleted one). */
export const lockedOwnSession = async (tx: Tx, consultantId: number, id: number) => {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select s.id, s.status, s.planned_start_time, s.planned_end_time, s.start_time, s.stop_time,
      p.latitude as spot_latitude, p.longitude as spot_longitude
    from sessions s left join spots p on p.id = s.spot_id
    where s.id = ${id} and s.consultant_id = ${consultantId} and s.status <> 'DELETED'
    for update of s`);
  const r = rows[0];
  if (!r) throw notFound();
  return {
    id: r.id as number,
    status: r.status as string,
    plannedStartTime: seconds(r.planned_start_time),
    plannedEndTime: seconds(r.planned_end_time),
    startTime: seconds(r.start_time),
    stopTime: seconds(r.stop_time),
    spotLatitude: (r.spot_latitude as number | null) ?? null,
    spotLongitude: (r.spot_longitude as number | null) ?? null,
  };
};

/** A contact event as the field API answers it. */
export const toContactEvent = (r: Record<string, unknown>) => ({
  id: r.id as number,
  sessionId: r.session_id as number,
  clientId: r.client_id as string,
  startTime: seconds(r.start_time)!,
  stopTime: seconds(r.stop_time),
  watchStopTime: seconds(r.watch_stop_time),
  compliment: r.compliment_time == null ? null : { time: seconds(r.compliment_time)! },
  denial:
    r.denial_time == null
      ? null
      : { time: seconds(r.denial_time)!, reason: (r.denial_reason as string | null) ?? null },
  review: r.review_time == null ? null : { time: seconds(r.review_time)! },
  exchange: r.exchange_time == null ? null : { time: seconds(r.exchange_time)! },
  registration:
    r.registration_time == null
      ? null
      : {
          time: seconds(r.registration_time)!,
          ...(r.device_id == null ? {} : { deviceId: Number(r.device_id) }),
        },
});
export type ContactEvent = ReturnType<typeof toContactEvent>;

export const storedContact = async (db: Db | Tx, sessionId: number, clientId: string) => {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select * from contact_events where session_id = ${sessionId} and client_id = ${clientId}`,
  );
  return rows[0] ? toContactEvent(rows[0]) : null;
};

/** A contact of one of the consultant's own sessions; 404 otherwise. */
export const ownContact = async (db: Db, consultantId: number, contactId: number) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    select e.id from contact_events e join sessions s on s.id = e.session_id
    where e.id = ${contactId} and s.consultant_id = ${consultantId} and s.status <> 'DELETED'`);
  if (!rows[0]) throw notFound();
  return rows[0].id;
};

/** A contact photo as answered: its id, the phone's id, type and size (the file stays on the server). */
export const storedPhoto = async (db: Db, contactId: number, clientId: string) => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, contact_event_id, client_id, mime, size from contact_photos
    where contact_event_id = ${contactId} and client_id = ${clientId}`);
  const r = rows[0];
  return r
    ? {
        id: r.id as number,
        contactId: r.contact_event_id as number,
        clientId: r.client_id as string,
        mime: r.mime as string,
        size: r.size as number,
      }
    : null;
};
