import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import {
  cities,
  crManagers,
  profileDetails,
  regions,
  spotResponsibles,
  supervisorCities,
  users,
} from '../../db/schema';
import { profileScope, type Viewer } from '../users/queries';

/** A person as lists show them. */
export const personColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  midName: users.midName,
  photo: users.photo,
  phone: users.phone,
  email: users.email,
  managerId: users.managerId,
  isFired: users.isFired,
  verifiedByAgency: users.verifiedByAgency,
  verifiedUntil: users.verifiedUntil,
};
export type Person = {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
  midName: string | null;
  photo: string | null;
  phone: string | null;
  email: string;
  managerId: number | null;
  /** Read by the lists (users, managerCandidates): why the person may not be planned (planBlock). */
  isFired?: boolean;
  verifiedByAgency?: boolean | null;
  verifiedUntil?: Date | null;
};

/** A user's manager, whoever may see the user may see who manages them. */
export const findManager = async (db: Db, managerId: number | null): Promise<Person | null> => {
  if (managerId == null) return null;
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, managerId)).limit(1);
  return row ?? null;
};

export const findCity = async (db: Db, id: number | null) => {
  if (id == null) return null;
  const [row] = await db
    .select({ id: cities.id, title: cities.title })
    .from(cities)
    .where(eq(cities.id, id))
    .limit(1);
  return row ?? null;
};

export const findRegion = async (db: Db, id: number | null) => {
  if (id == null) return null;
  const [row] = await db
    .select({ id: regions.id, title: regions.title })
    .from(regions)
    .where(eq(regions.id, id))
    .limit(1);
  return row ?? null;
};

export const findDetails = async (db: Db, userId: number) => {
  const [row] = await db.select().from(profileDetails).where(eq(profileDetails.userId, userId)).limit(1);
  return row ?? null;
};

/** The first `limit` direct subordinates (userSet), not fired, within the viewer's scope. */
export const directSubordinates = (db: Db, viewer: Viewer, managerId: number, limit: number) =>
  db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.managerId, managerId), eq(users.isFired, false), profileScope(viewer)))
    .orderBy(asc(russian(users.lastName)), asc(russian(users.firstName)), asc(users.id))
    .limit(limit);

/** "users by manager, not fired" (part 1 §7) as a countable, pageable, scoped query. */
/**
 * "users by manager": a coordinator's own people are all in their profile scope (its first
 * level), so that asking for them reads no team tree: the calendar's team list of a 2,000-person
 * team computed the whole tree (2,000 rows read from the table) besides reading the people
 * (issue 28, EXPLAIN ANALYZE at production volume).
 */
export const usersByManagerWhere = (viewer: Viewer, managerId: number, isFired: boolean | null) =>
  and(
    eq(users.managerId, managerId),
    isFired === null ? undefined : eq(users.isFired, isFired),
    viewer.role === 'COORDINATOR' && managerId === viewer.id ? undefined : profileScope(viewer),
  );
export const countUsers = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(users).where(where))[0].n;
export const listUsers = (db: Db, where: SQL | undefined, page: { offset: number; limit: number }) =>
  db
    .select(personColumns)
    .from(users)
    .where(where)
    .orderBy(asc(russian(users.lastName)), asc(russian(users.firstName)), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);

/** Whom a user may report to: a consultant to a coordinator, a coordinator to an agency manager. */
export const MANAGER_ROLE_FOR: Record<string, string> = {
  CONSULTANT: 'COORDINATOR',
  COORDINATOR: 'AGENCY_MANAGER',
};

/**
 * The people a target may be assigned to as manager: the right role, the target's agency, not
 * fired, within the viewer's scope, never the target. The ones not approved or whose approval
 * has lapsed come too, last, so that the dialog says why they cannot be picked (planBlock); the
 * assignment itself takes only a working one (assignmentPart.ts).
 */
export const managerCandidatesWhere = (
  viewer: Viewer,
  target: { id: number; role: string; agencyId: number | null },
) => {
  const role = MANAGER_ROLE_FOR[target.role];
  if (!role) return sql`false`;
  return and(
    eq(users.role, role),
    target.agencyId === null ? undefined : eq(users.agencyId, target.agencyId),
    eq(users.isFired, false),
    ne(users.id, target.id),
    profileScope(viewer),
  );
};

export const listManagerCandidates = (db: Db, where: SQL | undefined) =>
  db
    .select(personColumns)
    .from(users)
    .where(where)
    .orderBy(
      sql`${users.verifiedByAgency} is true and (${users.verifiedUntil} is null or ${users.verifiedUntil} > now()) desc`,
      asc(russian(users.lastName)),
      asc(russian(users.firstName)),
      asc(users.id),
    );

export const activeCrManagers = (db: Db) =>
  db
    .select({ id: crManagers.id, name: crManagers.name })
    .from(crManagers)
    .where(eq(crManagers.isActive, true))
    .orderBy(asc(russian(crManagers.name)));

export const findActiveCrManager = async (db: Db, id: number) => {
  const [row] = await db
    .select({ id: crManagers.id, name: crManagers.name })
    .from(crManagers)
    .where(and(eq(crManagers.id, id), eq(crManagers.isActive, true)))
    .limit(1);
  return row ?? null;
};

/** A user's spot responsible (a CR manager), or null. */
export const findSpotResponsible = async (db: Pick<Db, 'select'>, userId: number) => {
  const [row] = await db
    .select({ id: crManagers.id, name: crManagers.name })
    .from(spotResponsibles)
    .innerJoin(crManagers, eq(crManagers.id, spotResponsibles.crManagerId))
    .where(eq(spotResponsibles.userId, userId))
    .limit(1);
  return row ?? null;
};

/** The cities a supervisor works in, by title. */
export const citiesOfSupervisor = (db: Pick<Db, 'select'>, userId: number) =>
  db
    .select({ id: cities.id, title: cities.title })
    .from(supervisorCities)
    .innerJoin(cities, eq(cities.id, supervisorCities.cityId))
    .where(eq(supervisorCities.userId, userId))
    .orderBy(asc(russian(cities.title)));

/** Active cities among the given ids, optionally only those of one region. */
export const activeCitiesAmong = (db: Db, ids: number[], regionId: number | null) =>
  db
    .select({ id: cities.id, title: cities.title })
    .from(cities)
    .where(
      and(
        inArray(cities.id, ids),
        eq(cities.isActive, true),
        regionId === null ? undefined : eq(cities.regionId, regionId),
      ),
    );
