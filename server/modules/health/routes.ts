import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { documented } from '../../http/routeDocs';

/** GET /api/health/: 200 while the database answers, 503 otherwise. */
export const healthRoutes = (pool: pg.Pool) => async (app: FastifyInstance) => {
  const healthDoc = documented(
    { config: { access: 'public' } },
    { summary: 'Health: the server and its database answer' },
  );
  app.get('/api/health/', healthDoc, async (_request, reply) => {
    try {
      await pool.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'База данных недоступна' });
    }
  });
};
