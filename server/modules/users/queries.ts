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

/** The ids of everyone under a user, recursively (the team tree; `union` stops at any cycle). */
export const teamIdsOf = (rootId: number) =>
  sql`(with recursive team(id) as (
    select id from users where manager_id = ${rootId}
    union select u.id from users u join team on u.manager_id = team.id
  ) select id from team)`;

/**
 * The profiles a viewer may see (part 1 §6 "Profile viewing"), as a SQL condition applied inside
 * the query: a consultant or auditor sees only their own; a coordinator their whole team tree; the agency
 * roles their agency; a business-unit manager their region; HQ and helpdesk everyone.
 */
export const profileScope = (viewer: Viewer): SQL | undefined => {
  const own = eq(users.id, viewer.id);
  switch (viewer.role) {
    case 'HQ':
    case 'HELPDESK':
      return undefined;
    case 'MANAGER_BU':
      return viewer.regionId ? sql`(${own} or ${users.regionId} = ${viewer.regionId})` : own;
    case 'AGENCY_HR':
    case 'AGENCY_MANAGER':
      return viewer.agencyId ? sql`(${own} or ${users.agencyId} = ${viewer.agencyId})` : own;
    case 'COORDINATOR':
      return sql`(${own} or ${users.id} in ${teamIdsOf(viewer.id)})`;
    default:
      return own;
  }
};

/** The profile the shell uses, or null when it does not exist or is outside the viewer's scope. */
export const findProfile = async (db: Db, viewer: Viewer, id: number) => {
  const [row] = await db
    .select({ user: users, agency: agencies, region: regions })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(and(eq(users.id, id), profileScope(viewer)))
    .limit(1);
  return row ?? null;
};

export const profileExists = async (db: Db, id: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0;
