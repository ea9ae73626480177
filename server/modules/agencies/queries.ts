import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { agencies, cities, regions } from '../../db/schema';
import type { Viewer } from '../users/queries';

const brief = {
  id: agencies.id,
  title: agencies.title,
  logo: agencies.logo,
  phone: agencies.phone,
  isRegOpened: agencies.isRegOpened,
};
export type AgencyBrief = {
  id: number;
  title: string;
  logo: string | null;
  phone: string | null;
  isRegOpened: boolean;
};

/** The agency of a registration link, open or not (the page says which). */
export const findAgencyByRegistrationHash = async (db: Db, hash: string): Promise<AgencyBrief | null> => {
  const [row] = await db.select(brief).from(agencies).where(eq(agencies.registrationHash, hash)).limit(1);
  return row ?? null;
};

export const agencyExists = async (db: Db, id: number) =>
  (await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id)).limit(1)).length > 0;

/**
 * The agencies a caller may list: by registration link anyone gets that one agency; otherwise
 * HQ sees all and the agency roles their own (scoped in the SQL).
 */
export const agencyScope = (
  viewer: Viewer | null,
  registrationHash: string | null,
  regionId: number | null = null,
): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (regionId !== null) conditions.push(eq(agencies.regionId, regionId));
  if (registrationHash !== null) conditions.push(eq(agencies.registrationHash, registrationHash));
  if (viewer && viewer.role !== 'HQ' && registrationHash === null)
    conditions.push(eq(agencies.id, viewer.agencyId ?? -1));
  return and(...conditions);
};

export const countAgencies = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(agencies).where(where))[0].n;

export const listAgencies = (db: Db, where: SQL | undefined, page: { offset: number; limit: number }) =>
  db
    .select(brief)
    .from(agencies)
    .where(where)
    .orderBy(asc(russian(agencies.title)), asc(agencies.id))
    .offset(page.offset)
    .limit(page.limit);

// ---- the agency page (agency/{id}, agency/{id}/edit) ----------------------------------------

/** The agencies a viewer may open and edit: HQ any, the agency roles their own. */
export const ownAgencyScope = (viewer: Viewer): SQL | undefined =>
  viewer.role === 'HQ' ? undefined : eq(agencies.id, viewer.agencyId ?? -1);

export const findAgencyDetails = async (db: Db, viewer: Viewer, id: number) => {
  const [row] = await db
    .select({
      agency: agencies,
      region: { id: regions.id, title: regions.title },
      city: { id: cities.id, title: cities.title },
    })
    .from(agencies)
    .leftJoin(regions, eq(regions.id, agencies.regionId))
    .leftJoin(cities, eq(cities.id, agencies.cityId))
    .where(and(eq(agencies.id, id), ownAgencyScope(viewer)))
    .limit(1);
  return row ?? null;
};
export type AgencyDetails = NonNullable<Awaited<ReturnType<typeof findAgencyDetails>>>;

export const updateAgency = (db: Db, id: number, values: Partial<typeof agencies.$inferInsert>) =>
  db.update(agencies).set(values).where(eq(agencies.id, id));

export const regionChoices = (db: Db) =>
  db
    .select({ id: regions.id, title: regions.title })
    .from(regions)
    .orderBy(asc(russian(regions.title)));

export const cityChoices = (db: Db) =>
  db
    .select({ id: cities.id, title: cities.title, regionId: cities.regionId })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(russian(cities.title)));

export const regionExists = async (db: Db, id: number) =>
  (await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id))).length > 0;
