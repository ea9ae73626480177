import type pg from 'pg';

/** The advisory lock key of the start's migrations and demo seed (any fixed number of ours). */
const START_LOCK = 270_001;

/**
 * Runs `fn` holding a PostgreSQL session advisory lock, so that of several processes starting
 * together on one database one migrates (and seeds) while the others wait, then find nothing to
 * do. The lock is held by a connection of its own and ends with it, even if this process dies.
 */
export const withStartLock = async <T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    client.release();
  }
};
