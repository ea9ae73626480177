import { jwtVerify, SignJWT } from 'jose';
import { can } from '../../../domain/permissions';
import { subjectId, type TokenService } from '../../auth/tokens';
import type { Viewer } from '../users/queries';

/** How long a download link of the trade point list works (GET /api/spots/export/). */
export const EXPORT_LINK_TTL_SECONDS = 300;
const AUDIENCE = 'spots-export';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A signed, short-lived ticket naming who asked (their scope is read again on download), the login
 * that asked (`sid`, its token's jti: the link dies with that login) and their time zone.
 */
export const signExportLink = (secret: string, userId: number, tokenId: string, timeZone: string) =>
  new SignJWT({ tz: timeZone, sid: tokenId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${EXPORT_LINK_TTL_SECONDS}s`)
    .sign(keyOf(secret));

/**
 * The viewer a ticket stands for, as they are now: null when the ticket is forged, expired or made
 * for something else, the login that made it has ended (logout, password reset, dismissal), or its
 * user may no longer keep trade points.
 */
export const readExportLink = async (
  tokens: TokenService,
  secret: string,
  ticket: string,
): Promise<{ viewer: Viewer; timeZone: string } | null> => {
  let payload: { sub?: string; sid?: unknown; tz?: unknown };
  try {
    ({ payload } = await jwtVerify(ticket, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE }));
  } catch {
    return null;
  }
  if (typeof payload.sid !== 'string') return null;
  const login = await tokens.resolveId(payload.sid, subjectId(payload.sub));
  if (!login || login.passwordExpired || login.inactive || !can(login.role, 'tradePoints.read')) return null;
  const { jti: _jti, ...viewer } = login;
  return { viewer, timeZone: typeof payload.tz === 'string' ? payload.tz : '' };
};
