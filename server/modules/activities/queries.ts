import { and, asc, count, desc, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { activities } from '../../db/schema';

export interface ActivityFilter {
  statusIn?: string[] | null;
  titleContains?: string | null;
}

const where = (f: ActivityFilter) =>
  and(
    f.statusIn ? inArray(activities.status, f.statusIn) : undefined,
    f.titleContains ? ilike(activities.title, `%${f.titleContains.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );

export const countActivities = async (db: Db, f: ActivityFilter) =>
  (await db.select({ n: count() }).from(activities).where(where(f)))[0].n;

export const listActivities = (
  db: Db,
  f: ActivityFilter,
  order: { field: 'title' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
) => {
  const column = order.field === 'title' ? russian(activities.title) : activities.id;
  return db
    .select({ id: activities.id, title: activities.title, status: activities.status })
    .from(activities)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(activities.id))
    .offset(page.offset)
    .limit(page.limit);
};
