import { ALERTS_EVERY_SECONDS } from '../../domain/alerts';
import type { Db } from '../db';
import { raiseAlerts } from '../modules/alerts/raise';
import type { Jobs } from './queue';

export const ALERTS_QUEUE = 'alerts';

/**
 * Works the alerts queue in this process and queues a run every minute (domain/alerts.ts); the
 * queue keeps it to one run a slot however many processes run, and the alerts' unique cause key
 * keeps a cause to one alert even when two runs overlap. Answers a stop function.
 */
export const startAlerts = async (jobs: Jobs, db: Db, log: { warn: (o: object, m: string) => void }) => {
  await jobs.work(ALERTS_QUEUE, async () => {
    await raiseAlerts(db);
  });
  const queue = () =>
    jobs
      .sendOncePer(ALERTS_QUEUE, ALERTS_EVERY_SECONDS)
      .catch((err) => log.warn({ err }, 'alerts job not queued'));
  const timer = setInterval(queue, ALERTS_EVERY_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
