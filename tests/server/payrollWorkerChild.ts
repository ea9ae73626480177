/**
 * A child process for payrollRecovery.test.ts: the whole app on the database given, with short
 * leases; `pause` stops every calculation while its file is being written (for a minute), so that
 * the test kills the process with a half-written file. Prints READY once working.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../server/app';
import { connect } from '../../server/db';
import { leaseTuning } from '../../server/jobs/lease';
import { payrollHooks } from '../../server/modules/payroll/service';

const [url, dataDir, mode] = process.argv.slice(2);
Object.assign(leaseTuning, { leaseSeconds: 2, renewSeconds: 0.5, sweepSeconds: 1 });
if (mode === 'pause')
  payrollHooks.inFile = async () => {
    await sleep(60_000);
  };

const { db, pool } = connect(url, 4);
await buildApp({
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
console.log('READY');
setInterval(() => {}, 60_000);
