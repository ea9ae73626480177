import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db';
import { tooManyRequests } from '../http/errors';

/** GraphQL requests per minute (README "Configuration": GRAPHQL_RATE_LIMIT...). */
export interface GraphQLRateLimits {
  /** Per logged-in user. */
  user: number;
  /** Per client address, every caller together (an office behind one NAT). */
  address: number;
  /** Per client address, anonymous callers (sign-up pages only read a little). */
  anonymous: number;
}

/** Sized so that `npm run bench` (3 x 2000 requests from one user) and the e2e suite never trip them. */
export const GRAPHQL_RATE_DEFAULTS: GraphQLRateLimits = { user: 12_000, address: 30_000, anonymous: 600 };

const WINDOW_SECONDS = 60;

/**
 * Counts one GraphQL request for its caller and its address in one statement (table rate_limits,
 * as the REST limits: every app process counts together); 429 once either is over its limit.
 * The counters go through a small pool of their own whose sessions do not wait for the WAL flush
 * (`synchronous_commit=off`): a counter needs no durable commit, and one user's concurrent
 * requests all update the same row, so a commit that waits for the disk would queue them all.
 */
export const createGraphQLRateLimiter = (db: Db, limits: GraphQLRateLimits) => {
  const app = (db as unknown as { $client: pg.Pool }).$client;
  const counters = new pg.Pool({
    connectionString: app.options.connectionString,
    max: 2,
    options: '-c synchronous_commit=off',
  });
  counters.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const check = async (userId: number | null, address: string) => {
    const caller = userId === null ? `graphqlAnonymous:${address}` : `graphqlUser:${userId}`;
    const { rows } = await counters.query<{ bucket: string; hits: number }>(
      `insert into rate_limits (bucket, window_start, hits)
       select bucket, to_timestamp(floor(extract(epoch from now()) / $3) * $3), 1
       from unnest(array[$1, $2]::varchar[]) bucket
       on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
       returning bucket, hits`,
      [caller, `graphqlAddress:${address}`, WINDOW_SECONDS],
    );
    if (Math.random() < 0.001)
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    for (const { bucket, hits } of rows) {
      const limit = bucket.startsWith('graphqlUser:')
        ? limits.user
        : bucket.startsWith('graphqlAnonymous:')
          ? limits.anonymous
          : limits.address;
      if (Number(hits) > limit) throw tooManyRequests();
    }
  };
  return Object.assign(check, { close: () => counters.end() });
};
