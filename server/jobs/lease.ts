import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { JOB_MAX_ATTEMPTS, JOB_MESSAGES } from '../../domain/jobs';
import type { Jobs } from './queue';

/**
 * Leases (issue 22 point 3): a job's claim is a row in `job_leases` that the worker renews while it
 * works. A process that dies stops renewing; once the lease is stale the sweep queues the job
 * again, and the next claim cleans up what the lost attempt left and runs it from the start, or
 * fails it with JOB_MESSAGES.processStopped after JOB_MAX_ATTEMPTS starts. Everything lives in
 * PostgreSQL, so any process sees and takes over any other's jobs. Tests shorten the times.
 */
export const leaseTuning = {
  /** A claim holds this long without renewal. */
  leaseSeconds: 30,
  /** The holder renews this often (three renewals fit in a lease: one slow renewal is no loss). */
  renewSeconds: 10,
  /** Stale leases are looked for this often (one sweep per slot across all processes). */
  sweepSeconds: 15,
  /** Tests only: every checkpoint waits this long, so a job can be caught in the middle. */
  checkpointPauseMs: 0,
};

/**
 * pg-boss's own expiry of a leased job: longer than any job runs, since pg-boss 10 has no
 * heartbeat and would re-deliver a live long job; a dead worker's job comes back by the sweep.
 */
export const LEASED_JOB_EXPIRY_SECONDS = 4 * 3600;
export const JOB_LEASES_QUEUE = 'job-leases';

/** Thrown at a checkpoint of a job whose lease another worker took: stop without a trace. */
export class LeaseLost extends Error {
  constructor() {
    super('job lease lost');
  }
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface Lease {
  /** 1 for the first start; each later start follows a lost lease. */
  attempt: number;
  /** Throws LeaseLost once another worker took the job; call it between steps. */
  checkpoint: () => Promise<void>;
  /** Inside the job's own transaction before it commits: LeaseLost unless still held (and kept held). */
  fence: (client: pg.PoolClient) => Promise<void>;
}

export interface LeasedJob<T extends object> {
  queue: string;
  /** The job within its queue (one lease per key). */
  key: (data: T) => string;
  /** Does the job; a lost lease's leftovers are gone before it starts again. */
  run: (data: T, lease: Lease) => Promise<void>;
  /** Removes what a lost attempt left (partial files, rows) and shows the job as retrying. */
  recover: (data: T, attempt: number) => Promise<void>;
  /** Ends the job failed with the reason, nothing of it left. */
  fail: (data: T, reason: string) => Promise<void>;
}

const seconds = () => leaseTuning.leaseSeconds;

/**
 * Takes the job's lease for `owner`: a new row, a row the sweep freed, or a stale one (counted as
 * one more attempt). Null while another worker holds it fresh.
 */
export const claimLease = async (db: Queryable, queue: string, key: string, data: object, owner: string) =>
  (
    await db.query<{ attempts: number }>(
      `insert into job_leases as l (queue, job_key, data, owner, expires_at, attempts)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5), 1)
       on conflict (queue, job_key) do update set owner = excluded.owner, expires_at = excluded.expires_at,
         attempts = l.attempts + 1, claimed_at = now()
       where l.owner is null or l.expires_at < now()
       returning attempts`,
      [queue, key, JSON.stringify(data), owner, seconds()],
    )
  ).rows[0]?.attempts ?? null;

/** Extends a held lease; false when it is no longer this owner's. */
export const renewLease = async (db: Queryable, queue: string, key: string, owner: string) =>
  Boolean(
    (
      await db.query(
        `update job_leases set expires_at = now() + make_interval(secs => $4)
         where queue = $1 and job_key = $2 and owner = $3`,
        [queue, key, owner, seconds()],
      )
    ).rowCount,
  );

export const releaseLease = (db: Queryable, queue: string, key: string, owner: string) =>
  db.query('delete from job_leases where queue = $1 and job_key = $2 and owner = $3', [queue, key, owner]);

/** Leases whose holder stopped renewing, with the data to queue their jobs again. */
export const staleLeases = async (db: Queryable) =>
  (
    await db.query<{ queue: string; job_key: string; owner: string; data: object }>(
      `select queue, job_key, owner, data from job_leases
       where owner is not null and expires_at < now() order by expires_at limit 1000`,
    )
  ).rows;

/** Frees a stale lease once its job is queued again (unless its holder came back meanwhile). */
export const freeLease = (db: Queryable, queue: string, key: string, owner: string) =>
  db.query(
    `update job_leases set owner = null
     where queue = $1 and job_key = $2 and owner = $3 and expires_at < now()`,
    [queue, key, owner],
  );

interface Log {
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/** A lease this process holds while its job runs: what a stop needs to hand the job back. */
interface Held {
  queue: string;
  key: string;
  owner: string;
  data: object;
  /** The job ends at its next checkpoint (LeaseLost), its commit fenced off. */
  lose: () => void;
}

/** Runs one delivery of a leased job: claim, clean up a lost attempt or give up, run, release. */
export const runLeased = async <T extends object>(
  pool: pg.Pool,
  log: Log,
  job: LeasedJob<T>,
  data: T,
  held?: Set<Held>,
) => {
  const key = job.key(data);
  const owner = randomUUID();
  const attempt = await claimLease(pool, job.queue, key, data, owner);
  // Another worker runs it now: this delivery is a duplicate.
  if (attempt === null) return;
  let lost = false;
  const holding: Held = {
    queue: job.queue,
    key,
    owner,
    data,
    lose: () => {
      lost = true;
    },
  };
  held?.add(holding);
  const renew = setInterval(() => {
    renewLease(pool, job.queue, key, owner)
      .then((held) => {
        if (!held) lost = true;
      })
      .catch((err) => log.warn({ err, queue: job.queue, key }, 'job lease not renewed'));
  }, leaseTuning.renewSeconds * 1000);
  renew.unref();
  const lease: Lease = {
    attempt,
    checkpoint: async () => {
      if (leaseTuning.checkpointPauseMs) await sleep(leaseTuning.checkpointPauseMs);
      if (lost) throw new LeaseLost();
    },
    fence: async (client) => {
      const { rowCount } = await client.query(
        'select 1 from job_leases where queue = $1 and job_key = $2 and owner = $3 for share',
        [job.queue, key, owner],
      );
      if (!rowCount) throw new LeaseLost();
    },
  };
  try {
    if (attempt > JOB_MAX_ATTEMPTS) {
      log.error(
        { queue: job.queue, key, attempts: attempt - 1 },
        'job failed: its process stopped every time',
      );
      await job.fail(data, JOB_MESSAGES.processStopped);
      return;
    }
    if (attempt > 1) {
      log.warn({ queue: job.queue, key, attempt }, 'job restarted after its process stopped');
      await job.recover(data, attempt);
    }
    await job.run(data, lease);
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
    log.warn({ queue: job.queue, key }, 'job lease lost: another worker runs it');
  } finally {
    held?.delete(holding);
    clearInterval(renew);
    await releaseLease(pool, job.queue, key, owner).catch((err) =>
      log.warn({ err, queue: job.queue, key }, 'job lease not released'),
    );
  }
};

/**
 * Hands the jobs of these leases to another process (a graceful stop): each lease freed (as the
 * sweep does; the next claim counts one more start and cleans up first), the job here stopped at
 * its next checkpoint, its commit refused by the fence, and the job queued again. A job that ends
 * meanwhile is queued for nothing: its next delivery finds it done.
 */
export const handBack = async (jobs: Jobs, pool: pg.Pool, held: Iterable<Held>) => {
  for (const lease of [...held]) {
    // The lease freed first: the run ending at its next checkpoint then releases nothing (its
    // release names its owner), and the next claim finds the lease and counts this start.
    await pool.query('update job_leases set owner = null where queue = $1 and job_key = $2 and owner = $3', [
      lease.queue,
      lease.key,
      lease.owner,
    ]);
    lease.lose();
    await jobs.send(lease.queue, lease.data);
  }
};

/**
 * Works a leased queue in this process; a stop hands back the jobs still running (handBack), and
 * a job given up counts as a failure (server/metrics).
 */
export const workLeased = <T extends object>(jobs: Jobs, pool: pg.Pool, log: Log, job: LeasedJob<T>) => {
  const held = new Set<Held>();
  jobs.onStop(() => handBack(jobs, pool, held));
  const counted: LeasedJob<T> = {
    ...job,
    fail: async (data, reason) => {
      jobs.failed?.(job.queue);
      await job.fail(data, reason);
    },
  };
  return jobs.work<T>(job.queue, (data) => runLeased(pool, log, counted, data, held), {
    expireInSeconds: LEASED_JOB_EXPIRY_SECONDS,
  });
};

/**
 * Queues the jobs of stale leases again, in this process's turn of the sweep (queued at start and
 * every sweepSeconds; one sweep per slot however many processes run). Answers a stop function.
 */
export const startLeaseSweep = async (jobs: Jobs, pool: pg.Pool, log: Log) => {
  await jobs.work(JOB_LEASES_QUEUE, async () => {
    // Queued first, freed after: a failed send leaves the lease stale for the next sweep, and a
    // job queued twice runs once (the claim is exclusive).
    for (const stale of await staleLeases(pool)) {
      await jobs.send(stale.queue, stale.data);
      await freeLease(pool, stale.queue, stale.job_key, stale.owner);
    }
  });
  const queue = () =>
    jobs
      .sendOncePer(JOB_LEASES_QUEUE, leaseTuning.sweepSeconds)
      .catch((err) => log.warn({ err }, 'job lease sweep not queued'));
  await queue();
  const timer = setInterval(queue, leaseTuning.sweepSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
};
