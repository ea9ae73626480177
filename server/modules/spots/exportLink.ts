import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { can, isProfileInactive } from '../../../domain/permissions';
import { isRole } from '../../../domain/roles';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import type { Viewer } from '../users/queries';

/** How long a download link of the trade point list works (GET /api/spots/export/). */
export const EXPORT_LINK_TTL_SECONDS = 300;
const AUDIENCE = 'spots-export';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed, short-lived ticket naming who asked (their scope is read again on download) and their time zone. */
export const signExportLink = (secret: string, userId: number, timeZone: string) =>
  new SignJWT({ tz: timeZone })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${EXPORT_LINK_TTL_SECONDS}s`)
    .sign(keyOf(secret));

/**
 * The viewer a ticket stands for, as they are now: null when the ticket is forged, expired or made
 * for something else, or its user may no longer log in or keep trade points.
 */
export const readExportLink = async (
  db: Db,
  secret: string,
  ticket: string,
): Promise<{ viewer: Viewer; timeZone: string } | null> => {
  let sub: string | undefined;
  let tz: unknown;
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    sub = payload.sub;
    tz = payload.tz;
  } catch {
    return null;
  }
  const id = sub && /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : null;
  if (!id || id > 2_147_483_647) return null;
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u?.isActive || u.isFired || u.passwordExpired || !isRole(u.role)) return null;
  const inactive = isProfileInactive(u.role, u.verifiedByAgency, u.verifiedUntil);
  if (inactive || !can(u.role, 'tradePoints.read')) return null;
  const viewer: Viewer = {
    id: u.id,
    role: u.role,
    agencyId: u.agencyId,
    regionId: u.regionId,
    passwordExpired: false,
    inactive: false,
  };
  return { viewer, timeZone: typeof tz === 'string' ? tz : '' };
};
