import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** GET /api/health/: 200 while the database answers, 503 otherwise. */
export const healthRoutes = (pool: pg.Pool) => async (app: FastifyInstance) => {
  app.get('/api/health/', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await pool.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'База данных недоступна' });
    }
  });
};
