import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tooManyRequests } from './errors';

/** Every limit in one place: so many hits per window per key. */
export const RATE_LIMITS = {
  /**
   * Failed logins from one address, whatever the accounts (credential stuffing). Only that
   * address is held up; the same accounts still log in from anywhere else.
   */
  loginIp: { hits: 50, windowSeconds: 15 * 60 },
  /** Two-factor codes tried per user (POST /api/token/otp/, /api/users/otp/verify/ and disable/). */
  otpUser: { hits: 5, windowSeconds: 5 * 60 },
  /** Self sign-ups per IP address. */
  registerIp: { hits: 10, windowSeconds: 60 * 60 },
  /** Password-recovery requests per e-mail and per IP address. */
  recoveryEmail: { hits: 5, windowSeconds: 60 * 60 },
  recoveryIp: { hits: 20, windowSeconds: 60 * 60 },
} as const;

/**
 * Failed logins per account and address pair (OWASP's "Blocking Brute Force Attacks"): the first
 * `freeFailures` cost nothing, then each further attempt from that pair waits a delay that doubles
 * with every failure, up to `maxSeconds`. A success forgets the pair's failures; so does a day
 * without one (housekeeping). An account is never locked for the addresses that did not fail.
 */
export const LOGIN_BACKOFF = { freeFailures: 5, baseSeconds: 1, maxSeconds: 15 * 60 } as const;

export const backoffSeconds = (failures: number): number =>
  failures < LOGIN_BACKOFF.freeFailures
    ? 0
    : Math.min(
        LOGIN_BACKOFF.maxSeconds,
        LOGIN_BACKOFF.baseSeconds * 2 ** (failures - LOGIN_BACKOFF.freeFailures),
      );

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Counts one hit; 429 once the window's count is over the limit. */
  hit: (name: RateLimitName, key: string | number) => Promise<void>;
  /** 429 when the limit is already reached, without counting (for limits that count failures only). */
  check: (name: RateLimitName, key: string | number) => Promise<void>;
  /** Login backoff of one account and address pair: 429 (with Retry-After) while it must wait. */
  checkBackoff: (email: string, ip: string) => Promise<void>;
  failBackoff: (email: string, ip: string) => Promise<void>;
  resetBackoff: (email: string, ip: string) => Promise<void>;
}

export const windowStart = (seconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;

/** Keys are user input: a long one (an e-mail near 254 characters) is hashed to fit varchar(300). */
const bucketOf = (name: string, key: string | number) => {
  const text = String(key).toLowerCase();
  return `${name}:${text.length > 200 ? createHash('sha256').update(text).digest('hex') : text}`;
};

/**
 * Counters in PostgreSQL (table rate_limits), one atomic statement per hit, so that every app
 * process counts together. Fixed windows: one row per key and window. Login backoff: one row per
 * pair whose window_start is the time of its last failure. Old rows are swept by housekeeping.
 */
export const createRateLimiter = (db: Db): RateLimiter => {
  const pair = (email: string, ip: string) => bucketOf('loginPair', `${ip}|${email}`);
  return {
    async hit(name, key) {
      const { hits, windowSeconds } = RATE_LIMITS[name];
      const { rows } = await db.execute<{ hits: number }>(sql`
        insert into rate_limits (bucket, window_start, hits)
        values (${bucketOf(name, key)}, ${windowStart(windowSeconds)}, 1)
        on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
        returning hits`);
      if (Number(rows[0].hits) > hits) throw tooManyRequests();
    },
    async check(name, key) {
      const { hits, windowSeconds } = RATE_LIMITS[name];
      const { rows } = await db.execute<{ hits: number }>(sql`
        select hits from rate_limits
        where bucket = ${bucketOf(name, key)} and window_start = ${windowStart(windowSeconds)}`);
      if (rows.length && Number(rows[0].hits) >= hits) throw tooManyRequests();
    },
    async checkBackoff(email, ip) {
      const { rows } = await db.execute<{ hits: number; elapsed: number }>(sql`
        select max(hits) as hits, extract(epoch from now() - max(window_start)) as elapsed
        from rate_limits where bucket = ${pair(email, ip)}`);
      const wait = backoffSeconds(Number(rows[0]?.hits ?? 0)) - Number(rows[0]?.elapsed ?? 0);
      if (wait > 0) throw tooManyRequests(Math.ceil(wait));
    },
    async failBackoff(email, ip) {
      const bucket = pair(email, ip);
      await db.execute(sql`
        with updated as (
          update rate_limits set hits = hits + 1, window_start = now() where bucket = ${bucket} returning 1
        )
        insert into rate_limits (bucket, window_start, hits)
        select ${bucket}, now(), 1 where not exists (select 1 from updated)`);
    },
    async resetBackoff(email, ip) {
      await db.execute(sql`delete from rate_limits where bucket = ${pair(email, ip)}`);
    },
  };
};
