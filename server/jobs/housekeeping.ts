import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { sweepCalculations } from '../modules/payroll/service';
import { removeAbandonedPreviews } from '../modules/uploads/cleanup';
import type { Storage } from '../storage/files';
import type { Jobs } from './queue';

export const HOUSEKEEPING_QUEUE = 'housekeeping';
const HOUR = 3600;

/**
 * Deletes what can no longer be used: recovery links expired or used a day ago, login tokens
 * expired a day ago, rate-limit windows older than a day, upload previews abandoned a day (with
 * their files in `storage`). Answers how many rows of each went.
 */
export const sweepExpired = async (db: Db, storage?: Storage) => {
  const removed = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rowCount ?? 0;
  return {
    recoveryLinks: await removed(sql`
      delete from password_recovery_tokens
      where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`),
    loginTokens: await removed(sql`delete from auth_tokens where expires_at < now() - interval '1 day'`),
    rateLimitWindows: await removed(
      sql`delete from rate_limits where window_start < now() - interval '1 day'`,
    ),
    abandonedUploads: storage ? await removeAbandonedPreviews(db, storage.area('uploads')) : 0,
    // Payroll calculations past their retention (CALCULATION_KEEP_DAYS), with their files.
    calculations: storage
      ? (await sweepCalculations({ db, area: storage.area('calculations') })).calculations
      : 0,
  };
};

/**
 * Works the housekeeping queue in this process and queues a sweep at start and then hourly; the
 * queue keeps it to one sweep an hour however many processes run. Answers a stop function.
 */
export const startHousekeeping = async (
  jobs: Jobs,
  db: Db,
  log: { warn: (o: object, m: string) => void },
  storage?: Storage,
) => {
  await jobs.work(HOUSEKEEPING_QUEUE, async () => {
    await sweepExpired(db, storage);
  });
  const queue = () =>
    jobs.sendOncePer(HOUSEKEEPING_QUEUE, HOUR).catch((err) => log.warn({ err }, 'housekeeping not queued'));
  await queue();
  const timer = setInterval(queue, HOUR * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
