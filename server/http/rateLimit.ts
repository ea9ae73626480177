import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tooManyRequests } from './errors';

/** Every limit in one place: so many hits per window per key. */
export const RATE_LIMITS = {
  /** Two-factor codes tried per user (POST /api/token/otp/, /api/users/otp/verify/ and disable/). */
  otpUser: { hits: 5, windowSeconds: 5 * 60 },
  /** Self sign-ups per IP address. */
  registerIp: { hits: 10, windowSeconds: 60 * 60 },
  /** Password-recovery requests per e-mail and per IP address. */
  recoveryEmail: { hits: 5, windowSeconds: 60 * 60 },
  recoveryIp: { hits: 20, windowSeconds: 60 * 60 },
} as const;

interface Backoff {
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * Login limits (OWASP "Blocking Brute Force Attacks"): each slows, none locks; README "Login limits".
 * - pair: failures of one account from one address. The first `freeFailures` cost nothing; then
 *   each attempt of that pair waits a delay doubling from `baseSeconds` to `maxSeconds` after its
 *   last failure. A success forgets them.
 * - busyAddress: an address with `hits` failures in the window, whatever the accounts (credential
 *   stuffing, or an office NAT), allows its failing pairs only `freeFailures`; an account that has
 *   not failed from it logs in as ever (the colleague behind the same NAT).
 * - account: failures of one account from every address (a distributed guess). Past `freeFailures`,
 *   the same doubling delay after its last failure holds every address the account has not logged
 *   in from within `knownAddressDays`; the owner's own addresses pass. A success does not forget
 *   them (the attack goes on); a day without a failure does (housekeeping), as for the pairs.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 5, baseSeconds: 1, maxSeconds: 15 * 60 },
  busyAddress: { hits: 50, windowSeconds: 15 * 60, freeFailures: 1 },
  account: { freeFailures: 20, baseSeconds: 1, maxSeconds: 15 * 60 },
  knownAddressDays: 30,
} as const;

/** The wait after so many failures: none while they are free, then doubling up to the ceiling. */
export const backoffSeconds = (failures: number, backoff: Backoff = LOGIN_LIMITS.pair): number =>
  failures < backoff.freeFailures
    ? 0
    : Math.min(backoff.maxSeconds, backoff.baseSeconds * 2 ** (failures - backoff.freeFailures));

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Counts one hit; 429 once the window's count is over the limit. */
  hit: (name: RateLimitName, key: string | number) => Promise<void>;
  /** 429 (with Retry-After) while this account, from this address, must wait (LOGIN_LIMITS). */
  checkLogin: (email: string, ip: string, userId: number | null) => Promise<void>;
  /** A wrong password: counted for the pair, the account and the address. */
  failLogin: (email: string, ip: string) => Promise<void>;
  /** A right password: the pair's failures forgotten, the address known to the account. */
  passLogin: (email: string, ip: string, userId: number) => Promise<void>;
}

export const windowStart = (seconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;

/** Keys are user input: a long one (an e-mail near 254 characters) is hashed to fit varchar(300). */
const bucketOf = (name: string, key: string | number) => {
  const text = String(key).toLowerCase();
  return `${name}:${text.length > 200 ? createHash('sha256').update(text).digest('hex') : text}`;
};

/** A client address as login_addresses keeps it. */
const addressOf = (ip: string) => ip.slice(0, 64);

/**
 * Counters in PostgreSQL (table rate_limits), one atomic statement per hit, so that every app
 * process counts together. Fixed windows: one row per key and window. Login backoffs: one row per
 * pair or account whose window_start is the time of its last failure. Old rows are swept by
 * housekeeping (a day after their window or last failure).
 */
export const createRateLimiter = (db: Db): RateLimiter => {
  const pairOf = (email: string, ip: string) => bucketOf('loginPair', `${ip}|${email}`);
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
    async checkLogin(email, ip, userId) {
      const { pair, busyAddress, account, knownAddressDays } = LOGIN_LIMITS;
      // One round trip: the pair's and the account's failures (count, seconds since the last),
      // the address's failures in this window, whether the account knows the address.
      const {
        rows: [row],
      } = await db.execute<Record<string, string | number | boolean | null>>(sql`
        with p as (
          select max(hits) as hits, extract(epoch from now() - max(window_start)) as elapsed
          from rate_limits where bucket = ${pairOf(email, ip)}
        ), a as (
          select max(hits) as hits, extract(epoch from now() - max(window_start)) as elapsed
          from rate_limits where bucket = ${bucketOf('loginAccount', email)}
        )
        select p.hits as "pairHits", p.elapsed as "pairElapsed", a.hits as "accountHits",
          a.elapsed as "accountElapsed",
          (select hits from rate_limits where bucket = ${bucketOf('loginIp', ip)}
             and window_start = ${windowStart(busyAddress.windowSeconds)}) as "addressHits",
          exists (select 1 from login_addresses where user_id = ${userId ?? -1}
             and address = ${addressOf(ip)}
             and last_login_at > now() - make_interval(days => ${knownAddressDays})) as "known"
        from p, a`);
      const busy = Number(row.addressHits ?? 0) >= busyAddress.hits;
      const pairWait =
        backoffSeconds(
          Number(row.pairHits ?? 0),
          busy ? { ...pair, freeFailures: busyAddress.freeFailures } : pair,
        ) - Number(row.pairElapsed ?? 0);
      const accountWait = row.known
        ? 0
        : backoffSeconds(Number(row.accountHits ?? 0), account) - Number(row.accountElapsed ?? 0);
      const wait = Math.max(pairWait, accountWait);
      if (wait > 0) throw tooManyRequests(Math.ceil(wait));
    },
    async failLogin(email, ip) {
      const counted = [pairOf(email, ip), bucketOf('loginAccount', email)];
      // The pair's and the account's rows are replaced by one dated now (window_start: the last
      // failure), so that two processes failing at once never clash on one key; the address counts
      // in fixed windows.
      await db.execute(sql`
        with gone as (
          delete from rate_limits where bucket in (${counted[0]}, ${counted[1]}) returning bucket, hits
        ), address as (
          insert into rate_limits (bucket, window_start, hits)
          values (${bucketOf('loginIp', ip)}, ${windowStart(LOGIN_LIMITS.busyAddress.windowSeconds)}, 1)
          on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
        )
        insert into rate_limits (bucket, window_start, hits)
        select b, now(), coalesce((select max(hits) from gone where gone.bucket = b), 0) + 1
        from unnest(array[${counted[0]}, ${counted[1]}]::varchar[]) as b
        on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1`);
    },
    async passLogin(email, ip, userId) {
      const address = addressOf(ip);
      await db.execute(sql`
        with forgotten as (
          delete from rate_limits where bucket = ${pairOf(email, ip)}
        ), stale as (
          delete from login_addresses where user_id = ${userId} and address <> ${address}
            and last_login_at < now() - make_interval(days => ${LOGIN_LIMITS.knownAddressDays})
        )
        insert into login_addresses (user_id, address, last_login_at) values (${userId}, ${address}, now())
        on conflict (user_id, address) do update set last_login_at = now()`);
    },
  };
};
