import { type SQL, sql } from 'drizzle-orm';
import { approvalExpired } from '../../../domain/permissions';
import type { FieldErrors } from '../../../domain/validation/common';
import {
  LIVE_STATUSES,
  SESSION_MESSAGES,
  type SessionCreateInput,
  type SessionPastInput,
  type SessionPlanInput,
} from '../../../domain/validation/sessions';
import type { Db } from '../../db';
import { sessionEvents, sessions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../users/queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The consultants whose sessions a viewer plans and sees (part 1 §6 "Map scope", issue 12): a
 * coordinator their team (consultant_Manager), an agency manager their agency, a business-unit
 * manager their region, HQ everyone. A SQL condition on the consultant's `users` row `u`.
 */
export const consultantScope = (viewer: Viewer): SQL => {
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'MANAGER_BU':
      return sql`u.region_id = ${viewer.regionId ?? -1}`;
    case 'AGENCY_MANAGER':
      return sql`u.agency_id = ${viewer.agencyId ?? -1}`;
    case 'COORDINATOR':
      return sql`u.manager_id = ${viewer.id}`;
    default:
      return sql`false`;
  }
};

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

const fail = (errors: FieldErrors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/** The day and times of a moment as the clash message shows them. */
const clashText = (clash: { id: number; start: Date; end: Date; spot: string | null }, timeZone: string) => {
  const day = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `№${clash.id}: ${day.format(clash.start)} ${time.format(clash.start)}–${time.format(clash.end)}${clash.spot ? `, ${clash.spot}` : ''}`;
};

/** A session's span: its actual times when it ran, else its plan. */
const SPAN = sql`tstzrange(coalesce(s.start_time, s.planned_start_time),
  greatest(coalesce(s.stop_time, case when s.start_time is null then s.planned_end_time end,
    s.start_time + interval '12 hours'), coalesce(s.start_time, s.planned_start_time) + interval '1 second'))`;

interface Span {
  start: Date;
  end: Date;
}

/**
 * The checks every planning change makes (issue 12 point 3), each a per-field Russian message:
 * the consultant in scope, a consultant, not fired, approved; the city live; the spot live and
 * of that city; the activity ACTIVE on each day; no overlap with the consultant's live sessions
 * (naming the clash). Locks the consultant's row, so that two changes for one consultant queue.
 */
const checkPlan = async (
  tx: Tx,
  viewer: Viewer,
  plan: { consultant: number; activity: number | null; spot: number; city: number },
  spans: readonly (Span & { field: string })[],
  options: { timeZone: string; except?: number; checkActivity: boolean },
) => {
  const errors: FieldErrors = {};
  const { rows: people } = await tx.execute<{
    role: string;
    is_fired: boolean;
    verified_by_agency: boolean | null;
    verified_until: string | null;
    in_scope: boolean;
  }>(sql`select u.role, u.is_fired, u.verified_by_agency, u.verified_until, ${consultantScope(viewer)} as in_scope
    from users u where u.id = ${plan.consultant} for update`);
  const person = people[0];
  if (!person?.in_scope) fail(errors, 'consultant', SESSION_MESSAGES.consultantOutOfScope);
  else if (person.role !== 'CONSULTANT') fail(errors, 'consultant', SESSION_MESSAGES.notConsultant);
  else if (person.is_fired) fail(errors, 'consultant', SESSION_MESSAGES.consultantFired);
  else if (
    person.verified_by_agency !== true ||
    approvalExpired(person.verified_until ? new Date(person.verified_until) : null)
  )
    fail(errors, 'consultant', SESSION_MESSAGES.consultantNotApproved);

  const { rows: cities } = await tx.execute<{ is_active: boolean }>(
    sql`select is_active from cities where id = ${plan.city}`,
  );
  if (!cities[0]) fail(errors, 'city', SESSION_MESSAGES.unknownCity);
  else if (!cities[0].is_active) fail(errors, 'city', SESSION_MESSAGES.cityInactive);

  const { rows: spotRows } = await tx.execute<{ city_id: number | null; is_active: boolean }>(
    sql`select city_id, is_active from spots where id = ${plan.spot}`,
  );
  const spot = spotRows[0];
  if (!spot) fail(errors, 'spot', SESSION_MESSAGES.unknownSpot);
  else if (!spot.is_active) fail(errors, 'spot', SESSION_MESSAGES.spotRemoved);
  else if (spot.city_id !== plan.city) fail(errors, 'spot', SESSION_MESSAGES.spotOtherCity);

  if (options.checkActivity && plan.activity !== null) {
    const { rows: acts } = await tx.execute<{
      status: string;
      start_date: string | null;
      stop_date: string | null;
    }>(sql`select status, start_date, stop_date from activities where id = ${plan.activity}`);
    const activity = acts[0];
    if (!activity) fail(errors, 'activity', SESSION_MESSAGES.unknownActivity);
    else {
      const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone }).format(d); // YYYY-MM-DD
      const from = activity.start_date ? day(new Date(activity.start_date)) : null;
      const to = activity.stop_date ? day(new Date(activity.stop_date)) : null;
      const off = spans.some((s) => {
        const d = day(s.start);
        return activity.status !== 'ACTIVE' || (from !== null && d < from) || (to !== null && d > to);
      });
      if (off) fail(errors, 'activity', SESSION_MESSAGES.activityNotActive);
    }
  }

  // The new spans against each other (several days at once), then against the stored sessions.
  spans.forEach((a, i) => {
    const b = spans.find((other, j) => j < i && other.start < a.end && a.start < other.end);
    if (b) fail(errors, a.field, SESSION_MESSAGES.sameDayTwice);
  });
  if (person?.in_scope && spans.length > 0) {
    const { rows: clashes } = await tx.execute<{
      i: number;
      id: number;
      start: string;
      end: string;
      spot: string | null;
    }>(sql`
      select n.i, s.id, lower(${SPAN}) as start, upper(${SPAN}) as end, p.title as spot
      from unnest(${`{${spans.map((s) => `"${s.start.toISOString()}"`).join(',')}}`}::timestamptz[],
                  ${`{${spans.map((s) => `"${s.end.toISOString()}"`).join(',')}}`}::timestamptz[])
        with ordinality as n(start, stop, i)
      join sessions s on s.consultant_id = ${plan.consultant}
        and s.status in ${sql.raw(`(${LIVE_STATUSES.map((st) => `'${st}'`).join(',')})`)}
        and s.id <> ${options.except ?? 0}
        and ${SPAN} && tstzrange(n.start, n.stop)
      left join spots p on p.id = s.spot_id
      order by n.i, s.id`);
    for (const clash of clashes) {
      const span = spans[Number(clash.i) - 1];
      if (errors[span.field]?.length) continue;
      fail(
        errors,
        span.field,
        SESSION_MESSAGES.overlap(
          clashText(
            { id: clash.id, start: new Date(clash.start), end: new Date(clash.end), spot: clash.spot },
            options.timeZone,
          ),
        ),
      );
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
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

/** PATCH /api/session/{id}/ with a new plan: a PLANNED session's activity, spot, city and times. */
export const editPlan = (db: Db, viewer: Viewer, id: number, input: SessionPlanInput, timeZone: string) =>
  db.transaction(async (tx) => {
    const session = await lockedSession(tx, viewer, id);
    if (session.status !== 'PLANNED') throw badRequest({ status: [SESSION_MESSAGES.notPlanned] });
    const after = {
      activityId: input.activity,
      spotId: input.spot,
      cityId: input.city,
      plannedStartTime: toDate(input.plannedStartTime),
      plannedEndTime: toDate(input.plannedEndTime),
    };
    await checkPlan(
      tx,
      viewer,
      { consultant: session.consultantId, activity: input.activity, spot: input.spot, city: input.city },
      [{ start: after.plannedStartTime, end: after.plannedEndTime, field: 'plannedStartTime' }],
      { timeZone, except: id, checkActivity: true },
    );
    const diff = changes(session as unknown as Record<string, unknown>, after);
    await tx.update(sessions).set(after).where(sql`${sessions.id} = ${id}`);
    if (Object.keys(diff).length)
      await recordEvents(tx, [{ sessionId: id, actorId: viewer.id, kind: 'PLAN_CHANGED', details: diff }]);
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
