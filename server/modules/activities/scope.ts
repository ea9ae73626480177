import { type SQL, sql } from 'drizzle-orm';
import { knownTimeZone } from '../../../domain/csv';
import { can } from '../../../domain/permissions';
import type { Viewer } from '../users/queries';

/** A span of days as timestamps: `from` the first day's start, `to` the last day's end (null: open). */
export interface Days {
  from: SQL;
  to: SQL | null;
}

/** The local day (in `timeZone`) of a timestamp expression, as its start and end. */
export const dayOf = (at: SQL, timeZone: string): Days => ({
  from: sql`(date_trunc('day', ${at} at time zone ${timeZone}) at time zone ${timeZone})`,
  to: sql`((date_trunc('day', ${at} at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`,
});

/** Today and every later day: what the Projects menu and the session pickers offer to plan. */
export const fromToday = (timeZone: string): Days => ({ from: dayOf(sql`now()`, timeZone).from, to: null });

/**
 * The activities (aliased `a`) a viewer may plan on some day of `days` (issue 23 point 2): the
 * planning roles (sessions.write: HQ, COORDINATOR, AGENCY_MANAGER, MANAGER_BU) every ACTIVE one
 * whose dates cover such a day and which concerns them. An activity's department concerns everyone
 * for now: no agency, region or user is linked to a department yet, so there is nothing to match.
 */
export const plannableActivity = (viewer: Viewer, days: Days): SQL =>
  can(viewer.role, 'sessions.write')
    ? sql`(a.status = 'ACTIVE' and (a.stop_date is null or a.stop_date >= ${days.from})
        and ${days.to ? sql`(a.start_date is null or a.start_date < ${days.to})` : sql`true`})`
    : sql`false`;

/**
 * The activities a viewer sees (issue 13 point 1, issue 23 point 2), a condition on `activities`
 * aliased `a`: HQ every one; the others those their people have sessions in (an agency's staff,
 * a coordinator's team, a business unit's region) plus those they may plan from today on (the
 * planning roles). AGENCY_HR plans nothing; anyone else sees none (no Projects in their menus).
 */
export const activityScope = (viewer: Viewer, timeZone = knownTimeZone(null)): SQL => {
  const seen = (people: SQL) =>
    sql`(${plannableActivity(viewer, fromToday(timeZone))} or a.id in (select s.activity_id from sessions s
      where s.status <> 'DELETED' and s.consultant_id in (select u.id from users u where ${people})))`;
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'AGENCY_HR':
    case 'AGENCY_MANAGER':
      return seen(sql`u.agency_id = ${viewer.agencyId ?? -1}`);
    case 'COORDINATOR':
      return seen(sql`u.manager_id = ${viewer.id}`);
    case 'MANAGER_BU':
      return seen(sql`u.region_id = ${viewer.regionId ?? -1}`);
    default:
      return sql`false`;
  }
};
