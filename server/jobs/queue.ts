import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** The advisory lock key under which queues are created (server/process/startLock.ts has the next). */
const QUEUE_LOCK = 270_002;

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
  /** Counts a job that ended failed without throwing (a leased job given up: server/jobs/lease.ts). */
  failed?: (queue: string) => void;
  /** Called at stop for jobs still running after the grace: hand them back (server/jobs/lease.ts). */
  onStop: (handBack: () => Promise<void>) => void;
  /** Stops fetching, waits up to `graceMs` for running jobs, hands back the rest, then stops. */
  stop: (graceMs?: number) => Promise<void>;
  /** Queues named in `concurrency` that no worker of this process works (a misspelt name). */
  unknownQueues: () => string[];
}

export interface JobsOptions {
  /**
   * false (PROCESS_ROLE=api): this process only queues; `work` and `sendOncePer` do nothing, so
   * the periodic jobs and every worker run on the worker processes (server/process/settings.ts).
   */
  work?: boolean;
  /** Jobs of a queue run at once in this process (JOB_CONCURRENCY); 1 for a queue not named. */
  concurrency?: Record<string, number>;
  /** What each job's run reports to (server/metrics). */
  observer?: JobObserver | null;
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
  { work: working = true, concurrency = {}, observer = null }: JobsOptions = {},
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
    // Maintenance (expiry, archive) on the processes that work the queues, not the API ones.
    supervise: working,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string[]>();
  const named = new Set<string>();
  const handBacks: (() => Promise<void>)[] = [];
  const ensured = new Set<string>();
  const notify = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };
  const ensureQueue = async (queue: string, options: { expireInSeconds?: number } = {}) => {
    if (ensured.has(queue) && !options.expireInSeconds) return;
    // Processes starting together would create a queue's table at once and deadlock in
    // PostgreSQL: one at a time across processes (a session advisory lock on a connection of its own).
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [QUEUE_LOCK]);
      try {
        await boss.createQueue(queue, { name: queue, ...RETRY, ...options });
        // createQueue leaves a queue made before unchanged: an expiry given is set on it too.
        if (options.expireInSeconds) await boss.updateQueue(queue, { name: queue, ...RETRY, ...options });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [QUEUE_LOCK]);
      }
    } finally {
      client.release();
    }
    ensured.add(queue);
  };
  return {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data);
      notify(queue);
    },
    async work(queue, handler, options) {
      named.add(queue);
      await ensureQueue(queue, options);
      if (!working) return;
      // pg-boss 10 runs one batch at a time per worker: N workers of batch 1 run N jobs at once.
      const ids: string[] = [];
      for (let n = concurrency[queue] ?? 1; n > 0; n--)
        ids.push(
          await boss.work<object>(queue, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
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
          }),
        );
      workers.set(queue, ids);
    },
    async sendOncePer(queue, seconds) {
      if (!working) return;
      await ensureQueue(queue);
      await boss.send(queue, {}, { singletonKey: queue, singletonSeconds: seconds });
      notify(queue);
    },
    failed: (queue) => observer?.failed(queue),
    onStop(handBack) {
      handBacks.push(handBack);
    },
    unknownQueues: () => Object.keys(concurrency).filter((queue) => !named.has(queue)),
    async stop(graceMs = 5000) {
      // No new jobs; those running get the grace, then the leased ones are handed back to
      // another process (their lease freed, the job queued again) and end at their next checkpoint.
      for (const queue of workers.keys()) await boss.offWork(queue);
      const waitQuiet = async (ms: number) => {
        for (const deadline = Date.now() + ms; running > 0 && Date.now() < deadline; )
          await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await waitQuiet(graceMs);
      if (running > 0) {
        log.warn({ running }, 'jobs still running at stop: handed back');
        for (const handBack of handBacks)
          await handBack().catch((err) => log.error({ err }, 'jobs not handed back'));
        await waitQuiet(5000);
      }
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
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
