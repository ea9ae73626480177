import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { Jobs } from './queue';

export const MISSED_SESSIONS_QUEUE = 'missed-sessions';
/** How often planned sessions past their end are looked for. */
export const MISSED_SESSIONS_EVERY_SECONDS = 5 * 60;

/**
 * Turns every PLANNED session whose planned end has passed into MISSED (issue 12 point 7), in one
 * statement with a history row each (actor null: the system). Answers the ids it changed.
 */
export const markMissedSessions = async (db: Db) => {
  const { rows } = await db.execute<{ session_id: number }>(sql`
    with missed as (
      update sessions set status = 'MISSED'
      where status = 'PLANNED' and planned_end_time < now()
      returning id
    )
    insert into session_events (session_id, actor_id, kind, details)
    select id, null, 'MISSED', '{"status": ["PLANNED", "MISSED"]}'::jsonb from missed
    returning session_id`);
  return rows.map((r) => r.session_id);
};

/**
 * Works the queue in this process and queues a run every five minutes (the first five minutes
 * after start: a request under way at start never shares the pool with it); the queue keeps it
 * to one run a slot however many processes run. Answers a stop function.
 */
export const startMissedSessions = async (
  jobs: Jobs,
  db: Db,
  log: { warn: (o: object, m: string) => void },
) => {
  await jobs.work(MISSED_SESSIONS_QUEUE, async () => {
    await markMissedSessions(db);
  });
  const queue = () =>
    jobs
      .sendOncePer(MISSED_SESSIONS_QUEUE, MISSED_SESSIONS_EVERY_SECONDS)
      .catch((err) => log.warn({ err }, 'missed-sessions job not queued'));
  const timer = setInterval(queue, MISSED_SESSIONS_EVERY_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
