import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { MESSAGES } from '../domain/messages';
import { registerGuards } from './auth/guard';
import { authRoutes } from './auth/routes';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db';
import { GRAPHQL_PATH, registerGraphQL } from './graphql';
import { registerErrorHandling } from './http/errors';
import { deviceRoutes } from './modules/devices/routes';
import { healthRoutes } from './modules/health/routes';

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  config: Pick<Config, 'jwtSecret' | 'tokenTtlSeconds' | 'logLevel'>;
  /** The built SPA (dist/); served with a fallback to index.html for client routes. */
  staticDir?: string | null;
  logger?: boolean;
}

/** The whole HTTP application, without listening: main.ts starts it, tests `inject` into it. */
export const buildApp = async ({
  db,
  pool,
  config,
  staticDir,
  logger = true,
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
  });
  registerErrorHandling(app);
  const tokens = createTokenService(db, config.jwtSecret, config.tokenTtlSeconds);
  registerGuards(app, tokens, (url) => url.startsWith(GRAPHQL_PATH));

  await app.register(healthRoutes(pool));
  await app.register(authRoutes(db, tokens, config.jwtSecret));
  await app.register(deviceRoutes(db));
  await registerGraphQL(app, db, tokens);

  const spa = staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : null;
  if (spa) await app.register(fastifyStatic, { root: spa, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (spa && request.method === 'GET' && !request.url.startsWith('/api/'))
      return reply.sendFile('index.html');
    return reply.status(404).send({ detail: MESSAGES.notFound });
  });
  return app;
};
