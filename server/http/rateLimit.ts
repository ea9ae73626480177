import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tooManyRequests } from './errors';

/** Every limit in one place: so many hits per window per key. */
export const RATE_LIMITS = {
  /** Failed logins (POST /api/token/) per e-mail and per IP address. */
  loginEmail: { hits: 10, windowSeconds: 15 * 60 },
  loginIp: { hits: 50, windowSeconds: 15 * 60 },
  /** Two-factor codes tried per user (POST /api/token/otp/, /api/users/otp/verify/ and disable/). */
  otpUser: { hits: 5, windowSeconds: 5 * 60 },
  /** Self sign-ups per IP address. */
  registerIp: { hits: 10, windowSeconds: 60 * 60 },
  /** Password-recovery requests per e-mail and per IP address. */
  recoveryEmail: { hits: 5, windowSeconds: 60 * 60 },
  recoveryIp: { hits: 20, windowSeconds: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Counts one hit; 429 once the window's count is over the limit. */
  hit: (name: RateLimitName, key: string | number) => Promise<void>;
  /** 429 when the limit is already reached, without counting (for limits that count failures only). */
  check: (name: RateLimitName, key: string | number) => Promise<void>;
}

export const windowStart = (seconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;

/**
 * Fixed-window counters in PostgreSQL (table rate_limits), one atomic upsert per hit, so that
 * every app process counts together. Old windows are swept now and then by the hits themselves.
 */
export const createRateLimiter = (db: Db): RateLimiter => {
  const bucket = (name: RateLimitName, key: string | number) => `${name}:${String(key).toLowerCase()}`;
  return {
    async hit(name, key) {
      const { hits, windowSeconds } = RATE_LIMITS[name];
      const { rows } = await db.execute<{ hits: number }>(sql`
        insert into rate_limits (bucket, window_start, hits)
        values (${bucket(name, key)}, ${windowStart(windowSeconds)}, 1)
        on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
        returning hits`);
      if (Math.random() < 0.01)
        await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
      if (Number(rows[0].hits) > hits) throw tooManyRequests();
    },
    async check(name, key) {
      const { hits, windowSeconds } = RATE_LIMITS[name];
      const { rows } = await db.execute<{ hits: number }>(sql`
        select hits from rate_limits
        where bucket = ${bucket(name, key)} and window_start = ${windowStart(windowSeconds)}`);
      if (rows.length && Number(rows[0].hits) >= hits) throw tooManyRequests();
    },
  };
};
