import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { type LeasedJob, LeaseLost, workLeased } from '../../server/jobs/lease';
import { startJobs } from '../../server/jobs/queue';
import { withServer } from './harness';

/**
 * Issue 27 point 7, the jobs' side of a graceful stop: a job still running when its process stops
 * (past the grace) is handed back at once, not left to pg-boss's retry half a minute later or to
 * the stale-lease sweep; another process starts it again from a clean start and finishes it.
 */
const h = withServer();
const log = { warn: () => undefined, error: () => undefined } as never;
const QUEUE = 'test-hand-back';

describe('a job running when its process stops', () => {
  it('is handed back to another process, which finishes it', { timeout: 60_000 }, async () => {
    const calls: string[] = [];
    const job: LeasedJob<{ id: number }> = {
      queue: QUEUE,
      key: ({ id }) => String(id),
      // The first start runs until it loses its lease; a later one finishes at once.
      run: async (_data, lease) => {
        calls.push(`run ${lease.attempt}`);
        try {
          while (lease.attempt === 1) {
            await lease.checkpoint();
            await sleep(20);
          }
        } catch (error) {
          if (error instanceof LeaseLost) calls.push(`lost ${lease.attempt}`);
          throw error;
        }
        calls.push(`done ${lease.attempt}`);
      },
      recover: async (_data, attempt) => {
        calls.push(`recover ${attempt}`);
      },
      fail: async (_data, reason) => {
        calls.push(`fail ${reason}`);
      },
    };
    const first = await startJobs(h.pool, log);
    await workLeased(first, h.pool, log, job);
    await first.send(QUEUE, { id: 7 });
    await vi.waitFor(() => expect(calls).toEqual(['run 1']), { timeout: 20_000, interval: 50 });

    // The stop's grace passes with the job still running: it is given back, this process's run ends.
    await first.stop(200);
    expect(calls).toEqual(['run 1', 'lost 1']);
    const lease = await h.pool.query('select owner, attempts from job_leases where queue = $1', [QUEUE]);
    expect(lease.rows).toEqual([{ owner: null, attempts: 1 }]);

    const second = await startJobs(h.pool, log);
    await workLeased(second, h.pool, log, job);
    await vi.waitFor(() => expect(calls).toEqual(['run 1', 'lost 1', 'recover 2', 'run 2', 'done 2']), {
      timeout: 20_000,
      interval: 50,
    });
    await second.stop();
    expect(Number((await h.pool.query('select count(*) from job_leases')).rows[0].count)).toBe(0);
  });
});
