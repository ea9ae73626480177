import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tooManyRequests } from '../http/errors';
import { windowStart } from '../http/rateLimit';

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
 */
export const createGraphQLRateLimiter = (db: Db, limits: GraphQLRateLimits) => {
  return async (userId: number | null, address: string) => {
    const caller = userId === null ? `graphqlAnonymous:${address}` : `graphqlUser:${userId}`;
    const start = windowStart(WINDOW_SECONDS);
    const { rows } = await db.execute<{ bucket: string; hits: number }>(sql`
      insert into rate_limits (bucket, window_start, hits)
      values (${caller}, ${start}, 1), (${`graphqlAddress:${address}`}, ${start}, 1)
      on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
      returning bucket, hits`);
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
};
