import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** The pool under the app's Db (not a transaction's), for a hot statement sent prepared by name. */
export const poolOf = (db: Db): pg.Pool => (db as unknown as { $client: pg.Pool }).$client;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

/** The connections a server process keeps to PostgreSQL (main.ts; the benchmarks' server too). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The channels every connection of the pool LISTENs on, from its start: a change this process
 * commits then reaches it before the statement that made it answers (PostgreSQL gives a session its
 * own notifications before ReadyForQuery). `viewer_changed`: a login may have changed
 * (server/auth/viewerCache.ts).
 */
export const VIEWER_CHANNEL = 'viewer_changed';
const listenOnConnect = async (client: pg.ClientBase) => {
  await client.query(`listen ${VIEWER_CHANNEL}`);
};

/** Whether a pool's connections listen from their start (a pool made by connect()). */
export const listensOnConnect = (pool: pg.Pool) => pool.options.onConnect === listenOnConnect;

export const connect = (connectionString: string, max = DEFAULT_POOL_SIZE): Database => {
  // pg-pool awaits `onConnect` before it hands a new connection out.
  const pool = new pg.Pool({ connectionString, max, onConnect: listenOnConnect });
  // A connection the server ends (restart, shutdown) is dropped from the pool, not a crash.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return { pool, db: drizzle(pool, { schema }) };
};

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** Applies every pending migration; runs at each start and before the test template is cloned. */
export const runMigrations = (db: Db) => migrate(db, { migrationsFolder });

export { schema };
