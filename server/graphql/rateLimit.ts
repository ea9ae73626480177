import { sql } from 'drizzle-orm';
import { type Db, poolOf } from '../db';
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

const WINDOW_MS = 60_000;
/** How often this process adds its counts to the shared table and reads the others' back. */
const FLUSH_MS = 200;

interface Counter {
  /** The count in table rate_limits at the last flush (every process together). */
  shared: number;
  /** Requests this process counted since, not yet in the table. */
  pending: number;
  /** Requests on their way to the table (a flush under way). */
  sending: number;
}

/**
 * Counts each GraphQL request for its caller and its address; 429 once either is over its limit
 * for the current minute. Counting a request costs no statement: this process counts in memory
 * and every FLUSH_MS adds its counts to table rate_limits (as the REST limits, so that every app
 * process counts together) in one statement, reading the shared totals back. Within one process
 * the limit is exact; across processes a request may see the others' counts up to FLUSH_MS late.
 */
export const createGraphQLRateLimiter = (
  db: Db,
  limits: GraphQLRateLimits,
  warn: (err: Error, message: string) => void = (err, message) => console.warn(`${message}: ${err.message}`),
) => {
  let window = Math.floor(Date.now() / WINDOW_MS);
  let counters = new Map<string, Counter>();

  let failing = false;
  const flush = async () => {
    const batch = [...counters].filter(([, c]) => c.pending > 0);
    if (batch.length === 0) return;
    const flushedWindow = window;
    const sent = batch.map(([, c]) => c.pending);
    for (const [, c] of batch) {
      c.sending = c.pending;
      c.pending = 0;
    }
    try {
      const { rows } = await poolOf(db).query<{ bucket: string; hits: number }>({
        name: 'graphql-rate-limit-counts',
        text: `insert into rate_limits (bucket, window_start, hits)
               select b.bucket, to_timestamp($1), b.hits
               from unnest($2::varchar[], $3::int[]) as b(bucket, hits)
               on conflict (bucket, window_start) do update set hits = rate_limits.hits + excluded.hits
               returning bucket, hits`,
        values: [flushedWindow * (WINDOW_MS / 1000), batch.map(([bucket]) => bucket), sent],
      });
      failing = false;
      if (flushedWindow !== window) return;
      for (const { bucket, hits } of rows) {
        const counter = counters.get(bucket);
        if (counter) {
          counter.shared = Number(hits);
          counter.sending = 0;
        }
      }
    } catch (error) {
      // The database is away: keep the counts for the next flush.
      if (flushedWindow === window)
        for (const [, c] of batch) {
          c.pending += c.sending;
          c.sending = 0;
        }
      if (!failing) warn(error as Error, 'GraphQL rate-limit counters not saved');
      failing = true;
    }
    if (Math.random() < 0.01)
      await db
        .execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`)
        .catch(() => {});
  };

  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    flushing = flushing.then(flush);
  }, FLUSH_MS);
  timer.unref();

  const count = (bucket: string, limit: number) => {
    let counter = counters.get(bucket);
    if (!counter) {
      counter = { shared: 0, pending: 0, sending: 0 };
      counters.set(bucket, counter);
    }
    counter.pending += 1;
    return counter.shared + counter.sending + counter.pending > limit;
  };

  const check = async (userId: number | null, address: string) => {
    const now = Math.floor(Date.now() / WINDOW_MS);
    if (now !== window) {
      window = now;
      counters = new Map();
    }
    const caller =
      userId === null
        ? count(`graphqlAnonymous:${address}`, limits.anonymous)
        : count(`graphqlUser:${userId}`, limits.user);
    const everyone = count(`graphqlAddress:${address}`, limits.address);
    if (caller || everyone) throw tooManyRequests();
  };
  return Object.assign(check, {
    close: async () => {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  });
};
