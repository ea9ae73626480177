/**
 * A child process for jobRecovery.test.ts: the whole app (every worker) on the database given,
 * with short leases, imports in batches of two rows, and a minimal calculation job kind registered
 * through the generic lease. `pause` makes every checkpoint wait a minute, so that the test kills
 * it in the middle of each job. Prints READY once working.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { connect } from '../../server/db';
import { leaseTuning, workLeased } from '../../server/jobs/lease';
import { startJobs } from '../../server/jobs/queue';
import { importTuning } from '../../server/modules/uploads/importJob';
import { CALC_QUEUE, CALC_ROWS } from './jobRecoverySupport';

const [url, dataDir, mode] = process.argv.slice(2);
Object.assign(leaseTuning, {
  leaseSeconds: 2,
  renewSeconds: 0.5,
  sweepSeconds: 1,
  checkpointPauseMs: mode === 'pause' ? 60_000 : 0,
});
importTuning.batchRows = 2;

const { db, pool } = connect(url, 4);
const app = await buildApp({
  db,
  pool,
  config: {
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
    tokenTtlSeconds: 3600,
    logLevel: 'silent',
    dataDir,
  },
  logger: false,
});
const log = { warn: () => undefined, error: () => undefined };

// A calculation: its result rows committed one by one beside a partial file, then the file
// renamed and the run marked done; a lost attempt's rows and file are what recover removes.
const calcDir = path.join(dataDir, 'calc');
const partial = (id: number) => path.join(calcDir, `${id}.part`);
const clean = async (id: number) => {
  await rm(partial(id), { force: true });
  await pool.query('delete from calc_results where run_id = $1', [id]);
};
const jobs = await startJobs(pool, app.log);
await workLeased<{ id: number }>(jobs, pool, log, {
  queue: CALC_QUEUE,
  key: ({ id }) => String(id),
  run: async ({ id }, lease) => {
    await pool.query(`update calc_runs set status = $2 where id = $1`, [
      id,
      lease.attempt > 1 ? 'retrying' : 'running',
    ]);
    await mkdir(calcDir, { recursive: true });
    await writeFile(partial(id), 'partial');
    for (let n = 1; n <= CALC_ROWS; n++) {
      await pool.query('insert into calc_results (run_id, n) values ($1, $2)', [id, n]);
      await lease.checkpoint();
    }
    await rename(partial(id), path.join(calcDir, `${id}.done`));
    await pool.query(`update calc_runs set status = 'done' where id = $1`, [id]);
  },
  recover: async ({ id }) => clean(id),
  fail: async ({ id }, reason) => {
    await clean(id);
    await pool.query(`update calc_runs set status = 'failed', error = $2 where id = $1`, [id, reason]);
  },
});
if (!existsSync(dataDir)) throw new Error(`no data dir ${dataDir}`);
console.log('READY');
setInterval(() => {}, 60_000);
