import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db';
import type { Jobs } from '../../jobs/queue';
import type { Storage } from '../../storage/files';
import { payrollRoutes } from './routes';
import { startCalculations } from './service';

/**
 * Payroll (issue 25) in one call from app.ts: its routes and its job worker. Old calculations are
 * removed by the housekeeping job (server/jobs/housekeeping.ts → sweepCalculations).
 */
export const registerPayroll = async (
  app: FastifyInstance,
  { db, pool, jobs, storage }: { db: Db; pool: pg.Pool; jobs: Jobs; storage: Storage },
) => {
  const area = storage.area('calculations');
  await startCalculations(jobs, { db, pool, area, log: app.log });
  await app.register(payrollRoutes({ db, jobs, area }));
};
