import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db';
import type { Jobs } from '../../jobs/queue';
import type { Storage } from '../../storage/files';
import { reportRoutes } from './routes';
import { startReports } from './service';

/** The report engine in one call from app.ts: its routes, its job worker and its hourly cleanup. */
export const registerReports = async (
  app: FastifyInstance,
  { db, pool, jobs, storage }: { db: Db; pool: pg.Pool; jobs: Jobs; storage: Storage },
) => {
  const area = storage.area('reports');
  const stop = await startReports(jobs, { db, pool, area, log: app.log });
  app.addHook('onClose', async () => stop());
  await app.register(reportRoutes({ db, jobs, area }));
};
