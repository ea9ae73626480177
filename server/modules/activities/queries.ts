import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { knownTimeZone } from '../../../domain/csv';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { activities } from '../../db/schema';
import type { Viewer } from '../users/queries';
import { activityScope, fromToday, plannableActivity } from './scope';

export interface ActivityFilter {
  statusIn?: string[] | null;
  titleContains?: string | null;
  isHoreca?: boolean | null;
  /** activitiesAndBu: running on some day of [from, to] (startDate ≤ to, stopDate ≥ from). */
  startsBy?: Date | null;
  stopsFrom?: Date | null;
  /** The session pickers: only those the viewer may plan from today on (scope.ts). */
  plannable?: boolean | null;
  /** The zone of "today" (Asia/Almaty when absent). */
  timeZone?: string | null;
}

/** The activities a viewer sees (scope.ts, aliased `a`) with the list's filters. */
const where = (viewer: Viewer, f: ActivityFilter): SQL | undefined => {
  const zone = knownTimeZone(f.timeZone);
  return and(
    sql`exists (select 1 from activities a where a.id = ${activities.id} and ${activityScope(viewer, zone)}
      and ${f.plannable ? plannableActivity(viewer, fromToday(zone)) : sql`true`})`,
    f.statusIn ? inArray(activities.status, f.statusIn) : undefined,
    f.titleContains ? ilike(activities.title, containsPattern(f.titleContains)) : undefined,
    f.isHoreca == null ? undefined : eq(activities.isHoreca, f.isHoreca),
    f.startsBy
      ? sql`(${activities.startDate} is null or ${activities.startDate} <= ${f.startsBy})`
      : undefined,
    f.stopsFrom
      ? sql`(${activities.stopDate} is null or ${activities.stopDate} >= ${f.stopsFrom})`
      : undefined,
  );
};

export const countActivities = async (db: Db, viewer: Viewer, f: ActivityFilter) =>
  (await db.select({ n: count() }).from(activities).where(where(viewer, f)))[0].n;

export const listActivities = (
  db: Db,
  viewer: Viewer,
  f: ActivityFilter,
  order: { field: 'title' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
) => {
  const column = order.field === 'title' ? russian(activities.title) : activities.id;
  return db
    .select({
      id: activities.id,
      title: activities.title,
      status: activities.status,
      startDate: activities.startDate,
      stopDate: activities.stopDate,
      isHoreca: activities.isHoreca,
    })
    .from(activities)
    .where(where(viewer, f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(activities.id))
    .offset(page.offset)
    .limit(page.limit);
};

/** Whether the viewer sees this activity (its page, statistics and history). */
export const seesActivity = async (db: Db, viewer: Viewer, id: number) =>
  (
    await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, id), where(viewer, {})))
  ).length > 0;
