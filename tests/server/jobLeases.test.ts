import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { JOB_MAX_ATTEMPTS, JOB_MESSAGES } from '../../domain/jobs';
import { REPORT_FAILED, REPORT_FINISHED } from '../../domain/uploads';
import {
  claimLease,
  freeLease,
  type LeasedJob,
  leaseTuning,
  renewLease,
  runLeased,
  staleLeases,
} from '../../server/jobs/lease';
import { startJobs } from '../../server/jobs/queue';
import { REPORTS_QUEUE } from '../../server/modules/reports/service';
import { NOVEMBER, withReports } from './reportsSupport';

// The app's own sweep runs once at its start only: the stale leases below are these tests' to free.
leaseTuning.sweepSeconds = 3600;
const { h, dir, tokens, one, q } = withReports();
const log = { warn: () => undefined, error: () => undefined };
const lease = async (queue: string, key: string) =>
  one(
    'select owner, attempts, expires_at < now() as stale from job_leases where queue = $1 and job_key = $2',
    [queue, key],
  );
const makeStale = (queue: string, key: string) =>
  q(`update job_leases set expires_at = now() - interval '1 second' where queue = $1 and job_key = $2`, [
    queue,
    key,
  ]);

/** A job kind made only here, through the generic mechanism, that records what was called. */
const recorder = (queue: string, run: LeasedJob<{ id: number }>['run'] = async () => undefined) => {
  const calls: string[] = [];
  const job: LeasedJob<{ id: number }> = {
    queue,
    key: ({ id }) => String(id),
    run: async (data, l) => {
      calls.push(`run ${l.attempt}`);
      await run(data, l);
    },
    recover: async (_data, attempt) => {
      calls.push(`recover ${attempt}`);
    },
    fail: async (_data, reason) => {
      calls.push(`fail ${reason}`);
    },
  };
  return { job, calls };
};

describe('job leases', () => {
  it('a fresh lease blocks a second claim; a stale one is taken over and counted', async () => {
    expect(await claimLease(h.pool, 'unit', '1', { id: 1 }, 'worker-a')).toBe(1);
    expect(await claimLease(h.pool, 'unit', '1', { id: 1 }, 'worker-b')).toBeNull();
    expect(await renewLease(h.pool, 'unit', '1', 'worker-a')).toBe(true);
    expect(await renewLease(h.pool, 'unit', '1', 'worker-b')).toBe(false);
    await makeStale('unit', '1');
    expect(await claimLease(h.pool, 'unit', '1', { id: 1 }, 'worker-b')).toBe(2);
    expect(await lease('unit', '1')).toMatchObject({ owner: 'worker-b', attempts: 2, stale: false });
    // The old holder cannot renew what it lost.
    expect(await renewLease(h.pool, 'unit', '1', 'worker-a')).toBe(false);
  });

  it('the sweep finds a stale lease once, frees it, and the next claim counts one more attempt', async () => {
    await claimLease(h.pool, 'unit', '2', { id: 2 }, 'worker-a');
    expect((await staleLeases(h.pool)).filter((s) => s.job_key === '2')).toEqual([]);
    await makeStale('unit', '2');
    const stale = (await staleLeases(h.pool)).filter((s) => s.job_key === '2');
    expect(stale).toEqual([{ queue: 'unit', job_key: '2', owner: 'worker-a', data: { id: 2 } }]);
    await freeLease(h.pool, 'unit', '2', 'worker-a');
    expect((await staleLeases(h.pool)).filter((s) => s.job_key === '2')).toEqual([]);
    expect(await claimLease(h.pool, 'unit', '2', { id: 2 }, 'worker-c')).toBe(2);
  });

  it('runs a first attempt plainly, recovers before a retry, fails with the reason after the limit', async () => {
    const first = recorder('unit-run');
    await runLeased(h.pool, log, first.job, { id: 3 });
    expect(first.calls).toEqual(['run 1']);
    // Released at the end: nothing left to sweep.
    expect(await lease('unit-run', '3')).toBeUndefined();

    const lost = recorder('unit-run');
    await claimLease(h.pool, 'unit-run', '4', { id: 4 }, 'dead-worker');
    await makeStale('unit-run', '4');
    await runLeased(h.pool, log, lost.job, { id: 4 });
    expect(lost.calls).toEqual(['recover 2', 'run 2']);

    const given = recorder('unit-run');
    await q(
      `insert into job_leases (queue, job_key, owner, expires_at, attempts)
       values ('unit-run', '5', 'dead-worker', now() - interval '1 second', $1)`,
      [JOB_MAX_ATTEMPTS],
    );
    await runLeased(h.pool, log, given.job, { id: 5 });
    expect(given.calls).toEqual([`fail ${JOB_MESSAGES.processStopped}`]);
    expect(await lease('unit-run', '5')).toBeUndefined();
  });

  it('a worker whose lease was taken stops at its next checkpoint and leaves the new holder its lease', async () => {
    const saved = { ...leaseTuning };
    Object.assign(leaseTuning, { leaseSeconds: 1, renewSeconds: 0.2 });
    try {
      let stoppedAt = 0;
      const slow = recorder('unit-lost', async (_data, l) => {
        // Another worker takes the job while this one works (as after a long stall).
        await q(`update job_leases set owner = 'thief' where queue = 'unit-lost' and job_key = '6'`);
        for (stoppedAt = 1; stoppedAt < 50; stoppedAt++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await l.checkpoint();
        }
      });
      await runLeased(h.pool, log, slow.job, { id: 6 });
      expect(stoppedAt).toBeLessThan(50);
      expect(await lease('unit-lost', '6')).toMatchObject({ owner: 'thief' });
    } finally {
      Object.assign(leaseTuning, saved);
    }
  });

  it('reruns a report whose process died while running: its partial file removed, then finished', async () => {
    const hq = (await one(`select id from users where email = 'hq@demo.kz'`)).id;
    const lostFile = '11111111-1111-1111-1111-111111111111.xlsx';
    const id = (
      await one(
        `insert into reports (report, status, user_id, params, file_path)
         values ('dm_codes_report', 'running', $1, $2, $3) returning id`,
        [hq, { dateStart: NOVEMBER.date_start, dateEnd: NOVEMBER.date_end }, lostFile],
      )
    ).id;
    // What the lost attempt's `put` left on the disk: its partial file.
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${lostFile}.part`), 'half a file');
    await q(
      `insert into job_leases (queue, job_key, data, owner, expires_at, attempts)
       values ($1, $2, $3, 'dead-worker', now() - interval '1 second', 1)`,
      [REPORTS_QUEUE, String(id), { id }],
    );
    const jobs = await startJobs(h.pool, h.app.log);
    await jobs.send(REPORTS_QUEUE, { id });
    await jobs.stop();
    await vi.waitFor(
      async () =>
        expect((await h.rest('GET', `/api/reports/status/${id}/`, tokens.HQ)).body.status).toBe(
          REPORT_FINISHED,
        ),
      { timeout: 15_000, interval: 100 },
    );
    expect(existsSync(path.join(dir, `${lostFile}.part`))).toBe(false);
    // The lease is released just after the run that wrote the status ends.
    await vi.waitFor(async () => expect(await lease(REPORTS_QUEUE, String(id))).toBeUndefined(), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('answers a failed report’s reason when it is the user’s to read, never an internal one', async () => {
    const hq = (await one(`select id from users where email = 'hq@demo.kz'`)).id;
    const failed = async (message: string) =>
      (
        await one(
          `insert into reports (report, status, user_id, params, error_message)
           values ('dm_codes_report', $4, $1, $2, $3) returning id`,
          [hq, { dateStart: NOVEMBER.date_start, dateEnd: NOVEMBER.date_end }, message, REPORT_FAILED],
        )
      ).id;
    const lost = await h.rest(
      'GET',
      `/api/reports/status/${await failed(JOB_MESSAGES.processStopped)}/`,
      tokens.HQ,
    );
    expect(lost.body).toMatchObject({ status: REPORT_FAILED, reason: JOB_MESSAGES.processStopped });
    const internal = await h.rest(
      'GET',
      `/api/reports/status/${await failed('relation x does not exist')}/`,
      tokens.HQ,
    );
    expect(internal.body).toMatchObject({ status: REPORT_FAILED, reason: null });
  });
});
