import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import type { Db } from '../../db';
import { agencies, regions, users } from '../../db/schema';
import { lastActiveSession, sessionBriefJson } from '../sessions/queries';

/** Who is asking: what every scoped query needs to know about the caller. */
export interface Viewer {
  id: number;
  role: Role;
  agencyId: number | null;
  regionId: number | null;
  /** Must set a new password before anything else (POST /api/users/password/change/). */
  passwordExpired: boolean;
  /** Not yet approved by the agency (domain/permissions.ts isProfileInactive): no guarded call works. */
  inactive: boolean;
}

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
};

export const findUserById = async (db: Db, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

export const touchLastLogin = (db: Db, id: number) =>
  db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id));

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The "User (authentication state)" of part 1 §3, plus the agency the logo shows. */
export const authStateUser = async (db: Db, id: number) => {
  const [row] = await db
    .select({ user: users, agencyTitle: agencies.title })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    midName: u.midName,
    photo: u.photo,
    role: u.role,
    manager: u.managerId,
    birthDate: seconds(u.birthDate),
    passportDate: seconds(u.passportDate),
    longitude: u.longitude,
    latitude: u.latitude,
    verifiedByAgency: u.verifiedByAgency,
    passwordExpired: u.passwordExpired,
    isActive: u.isActive,
    isFired: u.isFired,
    lastActiveSession: sessionBriefJson(await lastActiveSession(db, u.id)),
    startWorkTime: seconds(u.startWorkTime),
    verifiedUntil: seconds(u.verifiedUntil),
    agency: u.agencyId ? { id: u.agencyId, title: row.agencyTitle } : null,
  };
};

/** The deepest level of a team (a longer chain of managers is a data error, not a team). */
export const TEAM_DEPTH = 10;

/**
 * The CTE `level(ids, depth)`: the people under a user, one row per level (depth 1: direct reports),
 * each level one probe of users_manager_idx with the previous level's ids, at most TEAM_DEPTH
 * levels (a cycle ends there). A row per level, not per person, keeps the planner's estimates
 * small: a row-per-person walk is estimated at billions of rows and ruins the plans around it.
 */
export const teamLevels = (rootId: number) => sql`with recursive level(ids, depth) as (
    select array(select ${users.id} from ${users} where ${users.managerId} = ${rootId}), 1
    union all
    select array(select ${users.id} from ${users} where ${users.managerId} = any(level.ids)), level.depth + 1
    from level where level.depth < ${TEAM_DEPTH} and cardinality(level.ids) > 0
  )`;

/** The ids of everyone under a user (the team tree), as a subquery. */
export const teamIdsOf = (rootId: number) => sql`(${teamLevels(rootId)} select unnest(ids) from level)`;

/**
 * The profiles a viewer may see (part 1 §6 "Profile viewing"), as a SQL condition applied inside
 * the query: a consultant or auditor sees only their own; a coordinator their whole team tree; the agency
 * roles their agency; a business-unit manager their region; HQ and helpdesk everyone. `person`:
 * the rows checked, `users` or an alias of it (a derived table with the users' columns).
 */
export const profileScope = (viewer: Viewer, person: typeof users = users): SQL | undefined => {
  const own = eq(person.id, viewer.id);
  switch (viewer.role) {
    case 'HQ':
    case 'HELPDESK':
      return undefined;
    case 'MANAGER_BU':
      return viewer.regionId ? sql`(${own} or ${person.regionId} = ${viewer.regionId})` : own;
    case 'AGENCY_HR':
    case 'AGENCY_MANAGER':
      return viewer.agencyId ? sql`(${own} or ${person.agencyId} = ${viewer.agencyId})` : own;
    case 'COORDINATOR':
      // Under the OR the team is one hashed subplan (teamLevels keeps its estimate small enough).
      return sql`(${own} or ${person.id} in ${teamIdsOf(viewer.id)})`;
    default:
      return own;
  }
};

/**
 * The profile the shell uses, or null when it does not exist or is outside the viewer's scope.
 * `parts`: more of the profile read in the same statement (a JSON value over `users`, see
 * server/modules/profiles/parts.ts); null when not asked for.
 */
export const findProfile = async (db: Db, viewer: Viewer, id: number, parts: SQL = sql`null`) => {
  const [row] = await db
    .select({ user: users, agency: agencies, region: regions, parts: sql<unknown>`${parts}` })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    // No LIMIT (the id is unique): under one the planner may favour a scan that is cheap to start
    // over the primary key (seen with a 2,000-person team).
    .where(and(eq(users.id, id), profileScope(viewer)));
  return row ?? null;
};

export const profileExists = async (db: Db, id: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0;
