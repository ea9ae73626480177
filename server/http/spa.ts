import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../domain/messages';

/** Vite's output names every file under assets/ by its content hash: it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the client routes answered with it) names the current hashes: always re-checked. */
export const REVALIDATE = 'no-cache';

/**
 * The built SPA (dist/): the .br and .gz files the build wrote beside each asset (vite.config.ts)
 * are sent to browsers that accept them; hashed assets cached for a year, everything else
 * re-checked. A client route is answered with index.html; a missing asset with 404, never with
 * index.html (a page still holding an old build's chunk names would parse HTML as a script).
 */
export const registerSpa = async (app: FastifyInstance, root: string) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      const hashed = path.relative(root, file).startsWith(`assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/assets/'))
      return reply.sendFile('index.html');
    return reply.status(404).send({ detail: MESSAGES.notFound });
  });
};
