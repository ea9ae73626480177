import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** Retries of a failed job: after 30 s, then doubling (pg-boss retryBackoff), five times. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

export interface Jobs {
  /** Queues a job; a worker of this process, if any, is woken at once instead of at its next poll. */
  send: (queue: string, data: object) => Promise<void>;
  work: <T extends object>(queue: string, handler: (data: T) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * pg-boss on the application's own PostgreSQL (ARCHITECTURE.md "Jobs"): its tables live in the
 * `pgboss` schema, created on first start; any number of processes may work the same queues.
 */
export const startJobs = async (pool: pg.Pool, log: FastifyBaseLogger): Promise<Jobs> => {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  const ensured = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (ensured.has(queue)) return;
    await boss.createQueue(queue, { name: queue, ...RETRY });
    ensured.add(queue);
  };
  return {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data);
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      const id = await boss.work<object>(queue, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
      workers.set(queue, id);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
};
