import type pg from 'pg';
import { UPLOAD_CONCURRENT_PER_USER } from '../../../domain/uploadRules';

/** A slot a process that died holding it stops counting after this. */
const SLOT_MINUTES = 15;

/**
 * One of the user's UPLOAD_CONCURRENT_PER_USER upload slots, kept as a row of rate_limits (bucket
 * per user, window_start the time it was taken) so that every app process counts the same slots;
 * the user's advisory lock makes the count and the insert one step. Answers the slot's release,
 * or null when every slot is taken.
 */
export const takeUploadSlot = async (
  pool: pg.Pool,
  userId: number,
): Promise<(() => Promise<void>) | null> => {
  const bucket = `uploadSlot:${userId}`;
  const client = await pool.connect();
  let taken: string | null = null;
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('uploadSlot'), $1)`, [userId]);
    const { rows } = await client.query<{ taken: string }>(
      `insert into rate_limits (bucket, window_start, hits)
       select $1::varchar, clock_timestamp(), 1
       where (select count(*) from rate_limits where bucket = $1::varchar
              and window_start > now() - make_interval(mins => $2)) < $3
       returning window_start::text as taken`,
      [bucket, SLOT_MINUTES, UPLOAD_CONCURRENT_PER_USER],
    );
    await client.query('commit');
    taken = rows[0]?.taken ?? null;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (!taken) return null;
  // The timestamp as PostgreSQL's text: a JS Date would lose its microseconds.
  return async () => {
    await pool.query('delete from rate_limits where bucket = $1 and window_start = $2::timestamptz', [
      bucket,
      taken,
    ]);
  };
};
