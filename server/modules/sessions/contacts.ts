import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';

/** One contact event of a session (part 1 §3 "Contact event") with its photos' ids. */
export interface ContactEventRow {
  id: number;
  startTime: Date;
  stopTime: Date | null;
  watchStopTime: Date | null;
  complimentTime: Date | null;
  denialTime: Date | null;
  denialReason: string | null;
  reviewTime: Date | null;
  exchangeTime: Date | null;
  registrationTime: Date | null;
  photoIds: number[];
}

const date = (v: unknown) => (v == null ? null : new Date(v as string));

/**
 * Every contact event of a session in the viewer's scope, in start order, in one statement on
 * contact_events_session_idx. null when the session is missing or outside the scope (the same
 * answer for both); [] for a session of the scope without contacts.
 */
export const sessionContactEvents = async (
  db: Db,
  viewer: Viewer,
  sessionId: number,
): Promise<ContactEventRow[] | null> => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ce.id, ce.start_time, ce.stop_time, ce.watch_stop_time, ce.compliment_time,
      ce.denial_time, ce.denial_reason, ce.review_time, ce.exchange_time, ce.registration_time,
      case when ce.id is null then null else coalesce(
        (select json_agg(p.id order by p.id) from contact_photos p where p.contact_event_id = ce.id),
        '[]') end as photo_ids
    from sessions s
    join users u on u.id = s.consultant_id
    left join contact_events ce on ce.session_id = s.id
    where s.id = ${sessionId} and ${consultantScope(viewer)}
    order by ce.start_time, ce.id`);
  if (rows.length === 0) return null;
  return rows
    .filter((r) => r.id != null)
    .map((r) => ({
      id: Number(r.id),
      startTime: date(r.start_time)!,
      stopTime: date(r.stop_time),
      watchStopTime: date(r.watch_stop_time),
      complimentTime: date(r.compliment_time),
      denialTime: date(r.denial_time),
      denialReason: (r.denial_reason as string | null) ?? null,
      reviewTime: date(r.review_time),
      exchangeTime: date(r.exchange_time),
      registrationTime: date(r.registration_time),
      photoIds: ((r.photo_ids as number[] | null) ?? []).map(Number),
    }));
};

/** A session's contacts counted per kind, and its denials grouped by reason (most frequent first). */
export interface ContactCounts {
  contacts: number;
  compliments: number;
  denials: number;
  reviews: number;
  exchanges: number;
  registrations: number;
  photos: number;
  denialReasons: { reason: string | null; count: number }[];
}

/** The counts of one session (the caller has already found it in the viewer's scope). */
export const sessionContactCounts = async (db: Db, sessionId: number): Promise<ContactCounts> => {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select count(*)::int as contacts,
      count(compliment_time)::int as compliments,
      count(denial_time)::int as denials,
      count(review_time)::int as reviews,
      count(exchange_time)::int as exchanges,
      count(registration_time)::int as registrations,
      (select count(*)::int from contact_photos p join contact_events e on e.id = p.contact_event_id
        where e.session_id = ${sessionId}) as photos,
      coalesce((select json_agg(json_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
        from (select denial_reason as reason, count(*)::int as n from contact_events
          where session_id = ${sessionId} and denial_time is not null group by denial_reason) g), '[]') as reasons
    from contact_events where session_id = ${sessionId}`);
  const r = rows[0] ?? {};
  return {
    contacts: Number(r.contacts ?? 0),
    compliments: Number(r.compliments ?? 0),
    denials: Number(r.denials ?? 0),
    reviews: Number(r.reviews ?? 0),
    exchanges: Number(r.exchanges ?? 0),
    registrations: Number(r.registrations ?? 0),
    photos: Number(r.photos ?? 0),
    denialReasons: (r.reasons as ContactCounts['denialReasons']) ?? [],
  };
};

/** A contact photo's stored file, when its session is in the viewer's scope (null otherwise). */
export const scopedContactPhoto = async (db: Db, viewer: Viewer, photoId: number) => {
  const { rows } = await db.execute<{ path: string; mime: string; size: number }>(sql`
    select p.path, p.mime, p.size
    from contact_photos p
    join contact_events ce on ce.id = p.contact_event_id
    join sessions s on s.id = ce.session_id
    join users u on u.id = s.consultant_id
    where p.id = ${photoId} and ${consultantScope(viewer)}`);
  return rows[0] ?? null;
};
