import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { isProfileInactive } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import { type Db, poolOf } from '../db';
import { authTokens } from '../db/schema';
import type { Viewer } from '../modules/users/queries';
import { createViewerCache } from './viewerCache';

const ALGORITHMS = ['HS256'];

interface ViewerRow {
  id: number;
  role: string;
  agencyId: number | null;
  regionId: number | null;
  isActive: boolean;
  isFired: boolean;
  verifiedByAgency: boolean | null;
  verifiedUntil: Date | null;
  passwordExpired: boolean;
  expiresAt: Date;
}

/** A token's subject as the user id it names; anything else names nobody (-1 matches no row). */
export const subjectId = (sub: string | undefined) =>
  sub && /^[1-9]\d{0,9}$/.test(sub) && Number(sub) <= 2_147_483_647 ? Number(sub) : -1;

/** A live login: its viewer and its token's id. */
export type Login = Viewer & { jti: string };

export interface TokenService {
  issue: (userId: number) => Promise<string>;
  /** The viewer a token belongs to, or null when it is invalid, expired, revoked or its user may not log in. */
  resolve: (token: string) => Promise<Login | null>;
  /** The same by the token's id and user (a signed link names the login that made it, and dies with it). */
  resolveId: (jti: string, userId: number) => Promise<Login | null>;
  revoke: (token: string) => Promise<void>;
  /** Ends every login of a user (after a password reset). */
  revokeAll: (userId: number) => Promise<void>;
  /** Ends every other login of the token's user, keeping this one (a password change). */
  revokeOthers: (userId: number, keep: string) => Promise<void>;
  /** Closes the login cache's notification connection (the app's close). */
  close: () => Promise<void>;
}

export const createTokenService = (
  db: Db,
  secret: string,
  ttlSeconds: number,
  { cache = true, warn }: { cache?: boolean; warn?: (message: string) => void } = {},
): TokenService => {
  const key = new TextEncoder().encode(secret);

  // A token's signature is checked once: the tokens seen lately, by their exact text, with the
  // payload they carry (its expiry is still checked on every use; revocation is in the database).
  const verified = new LRUCache<string, JWTPayload>({ max: 10_000 });
  const decode = async (token: string) => {
    const known = verified.get(token);
    if (known) return (known.exp ?? 0) * 1000 > Date.now() ? known : null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS });
      if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') return null;
      verified.set(token, payload);
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };

  /** A login as the database has it, and until when it may be answered so without reading it again. */
  const readLogin = async (jti: string, userId: number): Promise<{ login: Login; until: number } | null> => {
    // Every request asks this: one prepared statement, not a query built anew each time. Both
    // rows by their keys (the token's jti, its subject's id): joined on user_id alone, stale
    // statistics of the small auth_tokens table once made the planner merge-join it with a
    // full scan of users' primary key, 190 ms a request at 200,000 users (bench/sessions.ts).
    const {
      rows: [row],
    } = await poolOf(db).query<ViewerRow>({
      name: 'viewer-of-token',
      text: `select u.id, u.role, u.agency_id as "agencyId", u.region_id as "regionId",
               u.is_active as "isActive", u.is_fired as "isFired",
               u.verified_by_agency as "verifiedByAgency", u.verified_until as "verifiedUntil",
               u.password_expired as "passwordExpired", t.expires_at as "expiresAt"
             from auth_tokens t join users u on u.id = t.user_id
             where t.jti = $1 and u.id = $2 and t.revoked_at is null and t.expires_at > now()`,
      values: [jti, userId],
    });
    if (!row?.isActive || row.isFired || !isRole(row.role)) return null;
    const inactive = isProfileInactive(row.role, row.verifiedByAgency, row.verifiedUntil);
    // An approval that keeps the login active ends at its verified_until: read it again then.
    const approvalEnd = inactive || !row.verifiedUntil ? Infinity : row.verifiedUntil.getTime();
    return {
      login: {
        id: row.id,
        role: row.role,
        agencyId: row.agencyId,
        regionId: row.regionId,
        passwordExpired: row.passwordExpired,
        inactive,
        jti,
      },
      until: Math.min(row.expiresAt.getTime(), approvalEnd),
    };
  };

  // The logins seen lately (server/auth/viewerCache.ts): a request costs no statement to know its
  // caller; a change of the user or the token (triggers, NOTIFY) discards the copy. Without
  // `cache` (LOGIN_CACHE=off) each request reads its caller.
  const pool = poolOf(db);
  const logins = cache
    ? createViewerCache<{ login: Login; until: number }>(pool, () => new pg.Client(pool.options), warn)
    : null;
  const resolveId = async (jti: string, userId: number): Promise<Login | null> => {
    const read = logins
      ? await logins.read(
          jti,
          userId,
          () => readLogin(jti, userId),
          (known) => known.until,
        )
      : await readLogin(jti, userId);
    return read?.login ?? null;
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
      return payload ? resolveId(payload.jti!, subjectId(payload.sub)) : null;
    },

    resolveId,

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

    close: async () => logins?.close(),
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
