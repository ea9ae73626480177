import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { MESSAGES } from '../../domain/messages';
import { documented } from '../http/routeDocs';

/** Where this process is in its life: main.ts marks it stopping at SIGTERM (server/process/shutdown.ts). */
export interface Lifecycle {
  stopping: boolean;
}

export const READY_PATH = '/api/ready/';
const HEALTH_PATHS = new Set(['/api/health/', '/api/health', READY_PATH, '/api/ready']);

/**
 * GET /api/ready/, the readiness check a load balancer or orchestrator polls (GET /api/health/ is
 * the liveness one): 200 while this process takes requests, 503 from the moment it is asked to
 * stop (so that it is taken out of the rotation before its port closes) or when the database does
 * not answer.
 */
export const readinessRoute = (pool: pg.Pool, lifecycle: Lifecycle) => async (app: FastifyInstance) => {
  const readyDoc = documented(
    { config: { access: 'public' } },
    { summary: 'Readiness: 200 while the process takes requests, 503 from a stop (SIGTERM) on' },
  );
  app.get(READY_PATH, readyDoc, async (_request, reply) => {
    if (lifecycle.stopping) return reply.status(503).send({ status: 'stopping' });
    try {
      await pool.query('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'База данных недоступна' });
    }
  });
};

/**
 * PROCESS_ROLE=worker: its port serves the health and readiness checks alone (an orchestrator's
 * probes, and the graceful stop's drain); every other route is answered 404 before any work.
 */
export const workerOnlyHealth = (app: FastifyInstance) =>
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (!HEALTH_PATHS.has(url)) return reply.status(404).send({ detail: MESSAGES.notFound });
  });
