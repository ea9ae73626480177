import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { cities } from '../../db/schema';

/** The cities a new user may pick (inactive ones are hidden from sign-up). */
export const activeCities = (db: Db) =>
  db
    .select({ id: cities.id, title: cities.title })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(russian(cities.title)));

export const findActiveCity = async (db: Db, id: number) => {
  const [row] = await db
    .select({ id: cities.id, regionId: cities.regionId })
    .from(cities)
    .where(and(eq(cities.id, id), eq(cities.isActive, true)))
    .limit(1);
  return row ?? null;
};
