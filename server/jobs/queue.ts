import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** Retries of a failed job: after 30 s, then doubling (pg-boss retryBackoff), five times. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

export interface Jobs {
  /** Queues a job; a worker of this process, if any, is woken at once instead of at its next poll. */
  send: (queue: string, data: object) => Promise<void>;
  /** Works the queue; `expireInSeconds`: how long pg-boss lets one job run before retrying it. */
  work: <T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: { expireInSeconds?: number },
  ) => Promise<void>;
  /** Queues a job at most once per `seconds`-long slot across all processes (pg-boss singletons). */
  sendOncePer: (queue: string, seconds: number) => Promise<void>;
  stop: () => Promise<void>;
  /** Counts a job that ended failed without throwing (a leased job given up: server/jobs/lease.ts). */
  failed?: (queue: string) => void;
}

/** What a job's run reports to (server/metrics): its time and whether it threw. */
export interface JobObserver {
  done: (queue: string, seconds: number, failed: boolean) => void;
  failed: (queue: string) => void;
}

/**
 * pg-boss on the application's own PostgreSQL (ARCHITECTURE.md "Jobs"): its tables live in the
 * `pgboss` schema, created on first start; any number of processes may work the same queues.
 */
export const startJobs = async (
  pool: pg.Pool,
  log: FastifyBaseLogger,
  observer: JobObserver | null = null,
): Promise<Jobs> => {
  // In-flight pg-boss queries and job handlers, drained by stop() (see there).
  let pendingSql = 0;
  let running = 0;
  const boss = new PgBoss({
    db: {
      executeSql: async (text, values) => {
        pendingSql++;
        try {
          return await pool.query(text, values);
        } finally {
          pendingSql--;
        }
      },
    },
    // No pg-boss cron (its timekeeper races with shutdown); periodic jobs use sendOncePer.
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();
  const ensured = new Set<string>();
  const ensureQueue = async (queue: string, options: { expireInSeconds?: number } = {}) => {
    if (ensured.has(queue) && !options.expireInSeconds) return;
    await boss.createQueue(queue, { name: queue, ...RETRY, ...options });
    // createQueue leaves a queue made before unchanged: an expiry given is set on it too.
    if (options.expireInSeconds) await boss.updateQueue(queue, { name: queue, ...RETRY, ...options });
    ensured.add(queue);
  };
  return {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data);
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    async work(queue, handler, options) {
      await ensureQueue(queue, options);
      const id = await boss.work<object>(queue, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
        running++;
        const started = performance.now();
        let failed = true;
        try {
          for (const job of jobs) await handler(job.data as never);
          failed = false;
        } finally {
          running--;
          observer?.done(queue, (performance.now() - started) / 1000, failed);
        }
      });
      workers.set(queue, id);
    },
    async sendOncePer(queue, seconds) {
      await ensureQueue(queue);
      await boss.send(queue, {}, { singletonKey: queue, singletonSeconds: seconds });
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    failed: (queue) => observer?.failed(queue),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      // pg-boss's stop does not wait for a fetch already under way: its job would still run and
      // report after stop, on a pool the caller is about to end. Wait until all is quiet.
      const deadline = Date.now() + 5000;
      for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
        quiet = pendingSql === 0 && running === 0 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
};
