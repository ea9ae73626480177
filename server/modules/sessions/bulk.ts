import { sql } from 'drizzle-orm';
import { SESSION_MESSAGES } from '../../../domain/validation/sessions';
import { SESSION_BULK_MESSAGES, type SessionsBulkInput } from '../../../domain/validation/sessionsBulk';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';
import { deleteSession, editPlan } from './service';
import { localParts, zonedMoment } from './zone';

/**
 * sessions-edit's one action on many planned sessions (POST /api/sessions/bulk/): each row through
 * the same service function (and so the same checks and history) as the one-session dialogs, all
 * in ONE transaction. Each row runs in its own savepoint so that every refused row is found and
 * named; when any is refused, the whole transaction is rolled back and nothing changes.
 */

interface Planned {
  id: number;
  status: string;
  consultantId: number;
  activityId: number | null;
  spotId: number | null;
  cityId: number | null;
  start: Date;
  end: Date;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The new planned times of a moved session: to `date` keeping its times, and/or to new times on its day. */
const movedTimes = (s: Planned, input: SessionsBulkInput, timeZone: string) => {
  const start = localParts(s.start, timeZone);
  const day = input.date ?? start.date;
  if (input.startTime && input.endTime)
    return {
      start: zonedMoment(day, input.startTime, timeZone),
      end: zonedMoment(day, input.endTime, timeZone),
    };
  const newStart = zonedMoment(day, start.time, timeZone);
  return { start: newStart, end: new Date(newStart.getTime() + (s.end.getTime() - s.start.getTime())) };
};

/** The reason a service function refused a row, as one line. */
const reasonOf = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
  if (error.statusCode === 404) return SESSION_BULK_MESSAGES.notFound;
  if (error.statusCode !== 400) throw error;
  const errors = (error.body.errors ?? {}) as Record<string, string[]>;
  const messages = Object.values(errors).flat();
  return [...new Set(messages)].join('; ') || String(error.body.message ?? error.message);
};

/** Per-row refusal as the answer: 400 { message, errors, rows: { id: reason } }. */
export const bulkRefused = (rows: Record<string, string>) =>
  new ApiError(400, {
    message: SESSION_BULK_MESSAGES.refused(Object.keys(rows).length),
    errors: { ids: [SESSION_BULK_MESSAGES.refused(Object.keys(rows).length)] },
    rows,
  });

/** The sessions asked for that the viewer may see (their scope, in the SQL), by id. */
const plannedSessions = async (tx: Db, viewer: Viewer, ids: readonly number[]) => {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select s.id, s.status, s.consultant_id, s.activity_id, s.spot_id, s.city_id,
      s.planned_start_time, s.planned_end_time
    from sessions s join users u on u.id = s.consultant_id
    where s.id = any(${`{${ids.join(',')}}`}::int[]) and ${consultantScope(viewer)}`);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        status: String(r.status),
        consultantId: Number(r.consultant_id),
        activityId: r.activity_id == null ? null : Number(r.activity_id),
        spotId: r.spot_id == null ? null : Number(r.spot_id),
        cityId: r.city_id == null ? null : Number(r.city_id),
        start: new Date(r.planned_start_time as string),
        end: new Date(r.planned_end_time as string),
      } satisfies Planned,
    ]),
  );
};

const spotCity = async (tx: Db, spot: number) => {
  const { rows } = await tx.execute<{ city_id: number | null }>(
    sql`select city_id from spots where id = ${spot}`,
  );
  return rows[0]?.city_id ?? null;
};

/** Runs the action on every row, all or nothing; the ids changed, or a bulkRefused error. */
export const bulkEditSessions = (db: Db, viewer: Viewer, input: SessionsBulkInput, timeZone: string) =>
  db.transaction(async (outer) => {
    // The service functions open a transaction of their own: inside this one, a savepoint.
    const tx = outer as unknown as Db;
    const refused: Record<string, string> = {};
    const found = await plannedSessions(tx, viewer, input.ids);
    const newCity = input.action === 'reassign' && input.spot != null ? await spotCity(tx, input.spot) : null;
    for (const id of input.ids) {
      const s = found.get(id);
      if (!s) {
        refused[id] = SESSION_BULK_MESSAGES.notFound;
        continue;
      }
      if (s.status !== 'PLANNED') {
        refused[id] = SESSION_MESSAGES.notPlanned;
        continue;
      }
      try {
        if (input.action === 'delete') {
          await deleteSession(tx, viewer, id);
          continue;
        }
        const times =
          input.action === 'move' ? movedTimes(s, input, timeZone) : { start: s.start, end: s.end };
        const spot = input.action === 'reassign' && input.spot != null ? input.spot : s.spotId;
        const city = input.action === 'reassign' && input.spot != null ? (newCity ?? s.cityId) : s.cityId;
        await editPlan(
          tx,
          viewer,
          id,
          {
            activity: s.activityId as number,
            spot: spot as number,
            city: city as number,
            plannedStartTime: seconds(times.start),
            plannedEndTime: seconds(times.end),
          },
          timeZone,
          {
            consultant: input.action === 'reassign' ? (input.consultant ?? undefined) : undefined,
            kind: input.action === 'move' ? 'MOVED' : 'REASSIGNED',
          },
        );
      } catch (error) {
        refused[id] = reasonOf(error);
      }
    }
    if (Object.keys(refused).length) throw bulkRefused(refused);
    return [...input.ids];
  });
