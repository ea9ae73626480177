import type pg from 'pg';
import { MESSAGES } from '../../../domain/messages';
import { ApiError } from '../../http/errors';

/**
 * How many list exports may run at once: per user, and in all across every server process (an
 * export holds a PostgreSQL connection, a core of PostgreSQL and one of the server while it
 * runs). A slot is a transaction-level advisory lock taken in the export's own read-only
 * transaction: held while the file streams, let go when it ends, fails or its client goes, and
 * when its process dies (PostgreSQL ends the connection's transaction), whatever process ran it.
 */
export const EXPORTS_PER_USER = 3;
export const EXPORTS_TOTAL = 6;

/** Advisory lock keys (classid, objid): a user's slot i is (USER_KEY + i, user id); a total slot j (TOTAL_KEY, j). */
const USER_KEY = 0x45585000;
const TOTAL_KEY = 0x45585400;

export interface ExportBounds {
  perUser: number;
  total: number;
}

/**
 * Takes one of the user's slots and one of the total's in the client's open transaction; a 429
 * saying which bound was reached when there is none free (the caller rolls back, letting go of
 * what was taken). The first free slot is taken, at most one of each: the subquery's LIMIT stops
 * the scan at the first lock won.
 */
export const takeExportSlot = async (
  client: pg.ClientBase,
  userId: number,
  bounds: ExportBounds = { perUser: EXPORTS_PER_USER, total: EXPORTS_TOTAL },
) => {
  const {
    rows: [mine],
  } = await client.query<{ slot: number | null }>({
    text: `select (select s from generate_series(0, $2::int - 1) s
      where pg_try_advisory_xact_lock($1::int + s, $3::int) limit 1) as slot`,
    values: [USER_KEY, bounds.perUser, userId],
  });
  if (mine.slot === null) throw new ApiError(429, { detail: MESSAGES.exportsBusyUser });
  const {
    rows: [all],
  } = await client.query<{ slot: number | null }>({
    text: `select (select s from generate_series(0, $2::int - 1) s
      where pg_try_advisory_xact_lock($1::int, s) limit 1) as slot`,
    values: [TOTAL_KEY, bounds.total],
  });
  if (all.slot === null) throw new ApiError(429, { detail: MESSAGES.exportsBusyTotal });
};
