import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { sessions, spots } from '../../db/schema';

/** The short session shape the shell's user panel and the auth state carry. */
export interface SessionBrief {
  id: number;
  status: string;
  startTime: Date | null;
  stopTime: Date | null;
  plannedStartTime: Date | null;
  plannedEndTime: Date | null;
  spot: {
    id: number;
    title: string;
    legalName: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
}

/** The brief as one JSON value, so that another statement (the profile's) can carry it. */
const briefJson = sql`json_build_object(
  'id', ${sessions.id}, 'status', ${sessions.status},
  'startTime', ${sessions.startTime}, 'stopTime', ${sessions.stopTime},
  'plannedStartTime', ${sessions.plannedStartTime}, 'plannedEndTime', ${sessions.plannedEndTime},
  'spot', case when ${spots.id} is null then null else json_build_object(
    'id', ${spots.id}, 'title', ${spots.title}, 'legalName', ${spots.legalName},
    'latitude', ${spots.latitude}, 'longitude', ${spots.longitude}) end)`;

const date = (value: unknown) => (value == null ? null : new Date(value as string));

/** A brief read as JSON (timestamps arrive as ISO text) back into its typed shape. */
export const sessionBriefOf = (json: unknown): SessionBrief | null => {
  if (!json) return null;
  const s = json as Record<string, unknown>;
  return {
    id: s.id as number,
    status: s.status as string,
    startTime: date(s.startTime),
    stopTime: date(s.stopTime),
    plannedStartTime: date(s.plannedStartTime),
    plannedEndTime: date(s.plannedEndTime),
    spot: (s.spot as SessionBrief['spot']) ?? null,
  };
};

/** The consultant's most recently started session, as a JSON subquery (`consultantId` may be a column). */
export const lastActiveSessionSql = (consultantId: SQL | AnyColumn) => sql`(select ${briefJson}
  from ${sessions} left join ${spots} on ${spots.id} = ${sessions.spotId}
  where ${sessions.consultantId} = ${consultantId} and ${sessions.startTime} is not null
    and ${sessions.status} not in ('DELETED', 'PLANNED')
  order by ${sessions.startTime} desc limit 1)`;

/** The consultant's next planned session that has not ended yet, as a JSON subquery. */
export const nearestPlannedSessionSql = (consultantId: SQL | AnyColumn) => sql`(select ${briefJson}
  from ${sessions} left join ${spots} on ${spots.id} = ${sessions.spotId}
  where ${sessions.consultantId} = ${consultantId} and ${sessions.status} = 'PLANNED'
    and ${sessions.plannedEndTime} >= now()
  order by ${sessions.plannedStartTime} asc limit 1)`;

const readBrief = async (db: Db, subquery: SQL) =>
  sessionBriefOf((await db.execute<{ s: unknown }>(sql`select ${subquery} as s`)).rows[0]?.s);

/** The consultant's most recently started session. */
export const lastActiveSession = (db: Db, consultantId: number) =>
  readBrief(db, lastActiveSessionSql(sql`${consultantId}`));

/** The consultant's next planned session that has not ended yet. */
export const nearestPlannedSession = (db: Db, consultantId: number) =>
  readBrief(db, nearestPlannedSessionSql(sql`${consultantId}`));

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The session as JSON for REST answers: times in epoch seconds, *Str in ISO 8601 (ARCHITECTURE.md). */
export const sessionBriefJson = (s: SessionBrief | null) =>
  s && {
    id: s.id,
    status: s.status,
    startTime: seconds(s.startTime),
    stopTime: seconds(s.stopTime),
    startTimeStr: s.startTime?.toISOString() ?? null,
    stopTimeStr: s.stopTime?.toISOString() ?? null,
    plannedStartTime: seconds(s.plannedStartTime),
    plannedEndTime: seconds(s.plannedEndTime),
    spot: s.spot,
  };
