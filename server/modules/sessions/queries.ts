import { and, asc, desc, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
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

const briefColumns = {
  id: sessions.id,
  status: sessions.status,
  startTime: sessions.startTime,
  stopTime: sessions.stopTime,
  plannedStartTime: sessions.plannedStartTime,
  plannedEndTime: sessions.plannedEndTime,
  spotId: spots.id,
  spotTitle: spots.title,
  spotLegalName: spots.legalName,
  spotLatitude: spots.latitude,
  spotLongitude: spots.longitude,
};

type BriefRow = { [K in keyof typeof briefColumns]: (typeof briefColumns)[K]['_']['data'] | null };

const toBrief = (row: BriefRow | undefined): SessionBrief | null =>
  row
    ? {
        id: row.id!,
        status: row.status!,
        startTime: row.startTime,
        stopTime: row.stopTime,
        plannedStartTime: row.plannedStartTime,
        plannedEndTime: row.plannedEndTime,
        spot:
          row.spotId === null
            ? null
            : {
                id: row.spotId,
                title: row.spotTitle!,
                legalName: row.spotLegalName,
                latitude: row.spotLatitude,
                longitude: row.spotLongitude,
              },
      }
    : null;

/** The consultant's most recently started session. */
export const lastActiveSession = async (db: Db, consultantId: number): Promise<SessionBrief | null> => {
  const [row] = await db
    .select(briefColumns)
    .from(sessions)
    .leftJoin(spots, eq(spots.id, sessions.spotId))
    .where(
      and(
        eq(sessions.consultantId, consultantId),
        isNotNull(sessions.startTime),
        notInArray(sessions.status, ['DELETED', 'PLANNED']),
      ),
    )
    .orderBy(desc(sessions.startTime))
    .limit(1);
  return toBrief(row);
};

/** The consultant's next planned session that has not ended yet. */
export const nearestPlannedSession = async (db: Db, consultantId: number): Promise<SessionBrief | null> => {
  const [row] = await db
    .select(briefColumns)
    .from(sessions)
    .leftJoin(spots, eq(spots.id, sessions.spotId))
    .where(
      and(
        eq(sessions.consultantId, consultantId),
        eq(sessions.status, 'PLANNED'),
        gte(sessions.plannedEndTime, sql`now()`),
      ),
    )
    .orderBy(asc(sessions.plannedStartTime))
    .limit(1);
  return toBrief(row);
};

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
