import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isProfileInactive } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import type { Db } from '../db';
import { authTokens, users } from '../db/schema';
import type { Viewer } from '../modules/users/queries';

const ALGORITHMS = ['HS256'];

export interface TokenService {
  issue: (userId: number) => Promise<string>;
  /** The viewer a token belongs to, or null when it is invalid, expired, revoked or its user may not log in. */
  resolve: (token: string) => Promise<(Viewer & { jti: string }) | null>;
  revoke: (token: string) => Promise<void>;
  /** Ends every login of a user (after a password reset). */
  revokeAll: (userId: number) => Promise<void>;
  /** Ends every other login of the token's user, keeping this one (a password change). */
  revokeOthers: (userId: number, keep: string) => Promise<void>;
}

export const createTokenService = (db: Db, secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);

  const decode = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS });
      return typeof payload.jti === 'string' && typeof payload.sub === 'string' ? payload : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };

  return {
    async issue(userId) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db.insert(authTokens).values({ jti, userId, expiresAt });
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    async resolve(token) {
      const payload = await decode(token);
      if (!payload) return null;
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          agencyId: users.agencyId,
          regionId: users.regionId,
          isActive: users.isActive,
          isFired: users.isFired,
          verifiedByAgency: users.verifiedByAgency,
          verifiedUntil: users.verifiedUntil,
          passwordExpired: users.passwordExpired,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.jti, payload.jti!),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row?.isActive || row.isFired || !isRole(row.role) || String(row.id) !== payload.sub) return null;
      return {
        id: row.id,
        role: row.role,
        agencyId: row.agencyId,
        regionId: row.regionId,
        passwordExpired: row.passwordExpired,
        inactive: isProfileInactive(row.role, row.verifiedByAgency, row.verifiedUntil),
        jti: payload.jti!,
      };
    },

    async revoke(token) {
      const payload = await decode(token);
      if (payload)
        await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.jti, payload.jti!));
    },

    async revokeAll(userId) {
      await revokeUserTokens(db, [userId]);
    },

    async revokeOthers(userId, keep) {
      const payload = await decode(keep);
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            ne(authTokens.jti, payload?.jti ?? ''),
          ),
        );
    },
  };
};

/** Ends every login of the users, inside the caller's transaction (a dismissal, a password reset). */
export const revokeUserTokens = async (db: Pick<Db, 'update'>, userIds: readonly number[]) => {
  if (userIds.length === 0) return;
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(authTokens.userId, [...userIds]), isNull(authTokens.revokedAt)));
};

/** The token of an `Authorization: JWT <token>` header (Bearer accepted too). */
export const tokenFromHeader = (header: string | undefined): string | null => {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};
