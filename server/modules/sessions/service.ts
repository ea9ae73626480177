import { sql } from 'drizzle-orm';
import {
  SESSION_MESSAGES,
  type SessionCreateInput,
  type SessionPastInput,
  type SessionPlanInput,
} from '../../../domain/validation/sessions';
import type { Db } from '../../db';
import { sessionEvents, sessions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../users/queries';
import { checkPlan } from './checks';
import { consultantScope, type Tx } from './scope';

interface SessionRow {
  id: number;
  consultantId: number;
  activityId: number | null;
  spotId: number | null;
  cityId: number | null;
  status: string;
  plannedStartTime: Date | null;
  plannedEndTime: Date | null;
  startTime: Date | null;
  stopTime: Date | null;
}

/** A session the viewer may act on, locked for the change; 404 when missing or out of scope. */
const lockedSession = async (tx: Tx, viewer: Viewer, id: number): Promise<SessionRow> => {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select s.id, s.consultant_id, s.activity_id, s.spot_id, s.city_id, s.status,
      s.planned_start_time, s.planned_end_time, s.start_time, s.stop_time
    from sessions s join users u on u.id = s.consultant_id
    where s.id = ${id} and ${consultantScope(viewer)}
    for update of s`);
  const r = rows[0];
  if (!r) throw notFound();
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: r.id as number,
    consultantId: r.consultant_id as number,
    activityId: r.activity_id as number | null,
    spotId: r.spot_id as number | null,
    cityId: r.city_id as number | null,
    status: r.status as string,
    plannedStartTime: date(r.planned_start_time),
    plannedEndTime: date(r.planned_end_time),
    startTime: date(r.start_time),
    stopTime: date(r.stop_time),
  };
};

const toDate = (seconds: number) => new Date(seconds * 1000);

const recordEvents = (
  tx: Tx,
  events: { sessionId: number; actorId: number | null; kind: string; details: Record<string, unknown> }[],
) => (events.length ? tx.insert(sessionEvents).values(events) : Promise.resolve());

/** POST /api/session/: one session, or one a day for `days`, all or none. */
export const createSessions = (db: Db, viewer: Viewer, input: SessionCreateInput, timeZone: string) =>
  db.transaction(async (tx) => {
    const days = input.days?.length
      ? input.days
      : [{ plannedStartTime: input.plannedStartTime, plannedEndTime: input.plannedEndTime }];
    const spans = days.map((d, i) => ({
      start: toDate(d.plannedStartTime),
      end: toDate(d.plannedEndTime),
      field: input.days?.length ? `days.${i}.plannedStartTime` : 'plannedStartTime',
    }));
    await checkPlan(
      tx,
      viewer,
      { consultant: input.consultant, activity: input.activity, spot: input.spot, city: input.city },
      spans,
      { timeZone, checkActivity: true },
    );
    const created = await tx
      .insert(sessions)
      .values(
        spans.map((s) => ({
          consultantId: input.consultant,
          activityId: input.activity,
          spotId: input.spot,
          cityId: input.city,
          status: 'PLANNED',
          plannedStartTime: s.start,
          plannedEndTime: s.end,
          hourCount: input.hourCount ?? 4,
        })),
      )
      .returning({ id: sessions.id });
    await recordEvents(
      tx,
      created.map(({ id }, i) => ({
        sessionId: id,
        actorId: viewer.id,
        kind: 'CREATED',
        details: {
          consultant: input.consultant,
          activity: input.activity,
          spot: input.spot,
          city: input.city,
          plannedStartTime: spans[i].start.toISOString(),
          plannedEndTime: spans[i].end.toISOString(),
        },
      })),
    );
    return created.map(({ id }) => id);
  });

/** The fields that differ, as { field: [before, after] } for the history. */
const changes = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const a = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const b = value instanceof Date ? value.toISOString() : value;
    if (a !== b) out[key] = [a ?? null, b ?? null];
  }
  return out;
};

/**
 * PATCH /api/session/{id}/ with a new plan: a PLANNED session's activity, spot, city and times.
 * sessions-edit (bulk.ts) also hands it another consultant, and its own history kind.
 */
export const editPlan = (
  db: Db,
  viewer: Viewer,
  id: number,
  input: SessionPlanInput,
  timeZone: string,
  options: { consultant?: number; kind?: string } = {},
) =>
  db.transaction(async (tx) => {
    const session = await lockedSession(tx, viewer, id);
    if (session.status !== 'PLANNED') throw badRequest({ status: [SESSION_MESSAGES.notPlanned] });
    const after = {
      consultantId: options.consultant ?? session.consultantId,
      activityId: input.activity,
      spotId: input.spot,
      cityId: input.city,
      plannedStartTime: toDate(input.plannedStartTime),
      plannedEndTime: toDate(input.plannedEndTime),
    };
    await checkPlan(
      tx,
      viewer,
      { consultant: after.consultantId, activity: input.activity, spot: input.spot, city: input.city },
      [{ start: after.plannedStartTime, end: after.plannedEndTime, field: 'plannedStartTime' }],
      { timeZone, except: id, checkActivity: true },
    );
    const diff = changes(session as unknown as Record<string, unknown>, after);
    await tx.update(sessions).set(after).where(sql`${sessions.id} = ${id}`);
    if (Object.keys(diff).length)
      await recordEvents(tx, [
        { sessionId: id, actorId: viewer.id, kind: options.kind ?? 'PLAN_CHANGED', details: diff },
      ]);
    return id;
  });

/** Statuses a user may delete from: a session that ran (contacts recorded) stays. */
const DELETABLE = ['PLANNED', 'MISSED', 'CORRUPTED'];

/** PATCH /api/session/{id}/ { status: DELETED }: a status change, never a removal (§4). */
export const deleteSession = (db: Db, viewer: Viewer, id: number) =>
  db.transaction(async (tx) => {
    const session = await lockedSession(tx, viewer, id);
    if (session.status === 'DELETED') throw badRequest({ status: [SESSION_MESSAGES.alreadyDeleted] });
    if (!DELETABLE.includes(session.status))
      throw badRequest({ status: [SESSION_MESSAGES.statusNotAllowed] });
    await tx.update(sessions).set({ status: 'DELETED' }).where(sql`${sessions.id} = ${id}`);
    await recordEvents(tx, [
      {
        sessionId: id,
        actorId: viewer.id,
        kind: 'DELETED',
        details: { status: [session.status, 'DELETED'] },
      },
    ]);
    return id;
  });

/** PATCH /api/session/{id}/ with actual times: a session that ran (or was missed) corrected. */
export const editPast = (db: Db, viewer: Viewer, id: number, input: SessionPastInput, timeZone: string) =>
  db.transaction(async (tx) => {
    const session = await lockedSession(tx, viewer, id);
    if (session.status === 'PLANNED' || session.status === 'DELETED')
      throw badRequest({ status: [SESSION_MESSAGES.notPast] });
    const startTime = toDate(input.startTime);
    if (startTime.getTime() > Date.now() + 5 * 60_000)
      throw badRequest({ startTime: [SESSION_MESSAGES.startInFuture] });
    const stopTime = input.stopTime == null ? null : toDate(input.stopTime);
    // A missed or started session given its stop time has run: COMPLETED.
    const status =
      stopTime && (session.status === 'MISSED' || session.status === 'STARTED')
        ? 'COMPLETED'
        : session.status;
    const after = { spotId: input.spot, cityId: input.city, startTime, stopTime, status };
    await checkPlan(
      tx,
      viewer,
      { consultant: session.consultantId, activity: session.activityId, spot: input.spot, city: input.city },
      [
        {
          start: startTime,
          end: stopTime ?? new Date(startTime.getTime() + 12 * 3600_000),
          field: 'startTime',
        },
      ],
      { timeZone, except: id, checkActivity: false },
    );
    const diff = changes(session as unknown as Record<string, unknown>, after);
    await tx.update(sessions).set(after).where(sql`${sessions.id} = ${id}`);
    if (Object.keys(diff).length)
      await recordEvents(tx, [{ sessionId: id, actorId: viewer.id, kind: 'TIMES_CHANGED', details: diff }]);
    return id;
  });
