import { sql } from 'drizzle-orm';
import { type PlanBlock, planBlock } from '../../../domain/permissions';
import type { FieldErrors } from '../../../domain/validation/common';
import { LIVE_STATUSES, SESSION_MESSAGES } from '../../../domain/validation/sessions';
import { zoneFormatter } from '../../../domain/zoneFormat';
import { badRequest } from '../../http/errors';
import { dayOf, plannableActivity } from '../activities/scope';
import type { Viewer } from '../users/queries';
import { consultantScope, type Tx } from './scope';

const BLOCK_MESSAGES = {
  FIRED: 'consultantFired',
  NOT_APPROVED: 'consultantNotApproved',
  APPROVAL_EXPIRED: 'consultantApprovalExpired',
} as const satisfies Record<PlanBlock, keyof typeof SESSION_MESSAGES>;

const fail = (errors: FieldErrors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/** The day and times of a moment as the clash message shows them. */
const clashText = (clash: { id: number; start: Date; end: Date; spot: string | null }, timeZone: string) => {
  const day = zoneFormatter('ru-RU', timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = zoneFormatter('ru-RU', timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `№${clash.id}: ${day.format(clash.start)} ${time.format(clash.start)}–${time.format(clash.end)}${clash.spot ? `, ${clash.spot}` : ''}`;
};

/** Moments as one timestamptz[] parameter. */
const timestamps = (moments: Date[]) =>
  sql`${`{${moments.map((m) => `"${m.toISOString()}"`).join(',')}}`}::timestamptz[]`;

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
 * of that city; the activity one the viewer may plan on each day (activities/scope.ts); no
 * overlap with the consultant's live sessions (naming the clash). Locks the consultant's row, so that two changes for one consultant queue.
 */
export const checkPlan = async (
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
  else {
    const block = planBlock({
      isFired: person.is_fired,
      verifiedByAgency: person.verified_by_agency,
      verifiedUntil: person.verified_until,
    });
    if (block) fail(errors, 'consultant', SESSION_MESSAGES[BLOCK_MESSAGES[block]]);
  }

  const { rows: cities } = await tx.execute<{ is_active: boolean }>(
    sql`select is_active from cities where id = ${plan.city}`,
  );
  if (!cities[0]) fail(errors, 'city', SESSION_MESSAGES.unknownCity);
  else if (!cities[0].is_active) fail(errors, 'city', SESSION_MESSAGES.cityInactive);

  const { rows: spotRows } = await tx.execute<{ city_id: number | null; is_active: boolean }>(
    sql`select city_id, is_active and removed_at is null as is_active from spots where id = ${plan.spot}`,
  );
  const spot = spotRows[0];
  if (!spot) fail(errors, 'spot', SESSION_MESSAGES.unknownSpot);
  else if (!spot.is_active) fail(errors, 'spot', SESSION_MESSAGES.spotRemoved);
  else if (spot.city_id !== plan.city) fail(errors, 'spot', SESSION_MESSAGES.spotOtherCity);

  if (options.checkActivity && plan.activity !== null) {
    // Each span's local day must be one the viewer may plan the activity on (activities/scope.ts).
    const { rows: acts } = await tx.execute<{ plannable: boolean }>(sql`
      select not exists (select 1 from unnest(${timestamps(spans.map((s) => s.start))}) as d(start)
        where not ${plannableActivity(viewer, dayOf(sql`d.start`, options.timeZone))}) as plannable
      from activities a where a.id = ${plan.activity}`);
    if (!acts[0]) fail(errors, 'activity', SESSION_MESSAGES.unknownActivity);
    else if (!acts[0].plannable) fail(errors, 'activity', SESSION_MESSAGES.activityNotActive);
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
      from unnest(${timestamps(spans.map((s) => s.start))}, ${timestamps(spans.map((s) => s.end))})
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
