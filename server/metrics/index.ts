import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { MESSAGES } from '../../domain/messages';
import type { JobObserver } from '../jobs/queue';
import { observePool } from './pool';
import { createScraper } from './scrape';
import { createSeries, type LoginOutcome, type LoginRefusal, type Series } from './series';

/**
 * Prometheus metrics (README "Metrics"): GET /metrics in the text exposition format, for a
 * scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`), on the app's port or, with
 * METRICS_PORT, on a port of its own (the only way to scrape a process that serves no HTTP).
 */

/** METRICS, METRICS_TOKEN, METRICS_PORT, METRICS_HOST (server/config.ts). */
export interface MetricsSettings {
  /** METRICS=off: nothing collected, /metrics answers 404. */
  enabled: boolean;
  /** The bearer token a scrape must send; null: none asked (only with a port of its own). */
  token: string | null;
  /** A port of its own for /metrics (null: the app's port, which then needs the token). */
  port: number | null;
  /** The address that port listens on. */
  host: string;
}

export const METRICS_PATH = '/metrics';

/** What the rest of the server records into (null when metrics are off or nobody can read them). */
export interface Metrics {
  series: Series;
  jobs: JobObserver;
  /** The port /metrics listens on apart (METRICS_PORT; tests ask for 0 and read the real one). */
  port: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics | null;
  }
}

/** Metrics are collected only when they are on and can be read: a token, or a port of their own. */
export const metricsExposed = (settings: MetricsSettings | undefined): settings is MetricsSettings =>
  !!settings?.enabled && (settings.token !== null || settings.port !== null);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token compared in constant time (both hashed first, so their lengths leak nothing). */
const authorized = (header: string | undefined, token: string | null) => {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!match && timingSafeEqual(digest(match[1]), digest(token));
};

/** A GraphQL operation name as a label: at most this many distinct names per process, the rest "other". */
export const MAX_OPERATIONS = 300;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** The first operation's name as written, when the request did not give one (a short look, no parse). */
const DOCUMENT_NAME = /^(?:\s|#[^\n]*\n)*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const operationLabeller = () => {
  const seen = new Set<string>();
  return (request: FastifyRequest) => {
    const params = (request.method === 'GET' ? request.query : request.body) as
      | { operationName?: unknown; query?: unknown }
      | undefined;
    let name = typeof params?.operationName === 'string' ? params.operationName : null;
    if (!name && typeof params?.query === 'string') name = DOCUMENT_NAME.exec(params.query)?.[1] ?? null;
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATIONS) return 'other';
    seen.add(name);
    return name;
  };
};

/**
 * Sets up the metrics of one app: its series, the HTTP hook, the pool's acquire timing and the
 * /metrics route (a 404 whenever it is not served on this port, so that the SPA's fallback never
 * answers it). Answers what jobs and routes record into, or null when metrics are off.
 */
export const registerMetrics = async (
  app: FastifyInstance,
  { pool, settings, graphqlPath }: { pool: pg.Pool; settings?: MetricsSettings; graphqlPath: string },
): Promise<Metrics | null> => {
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ detail: MESSAGES.notFound });
  if (!metricsExposed(settings)) {
    app.decorate('metrics', null);
    app.get(METRICS_PATH, notFound);
    return null;
  }
  const series = createSeries();
  const scrape = createScraper(series, pool, (err) =>
    app.log.warn({ err }, 'metrics: database figures not read'),
  );
  const metrics: Metrics = {
    series,
    jobs: {
      done: (queue, seconds, failed) => {
        series.jobDuration.observe({ queue, outcome: failed ? 'failed' : 'completed' }, seconds);
        if (failed) series.jobFailures.inc({ queue });
      },
      failed: (queue) => series.jobFailures.inc({ queue }),
    },
    port: null,
  };
  app.decorate('metrics', metrics);

  const operationOf = operationLabeller();
  // Recorded when the answer is ready to go (onSend), not once it has gone (onResponse): there
  // the hook runs straight after the socket write, when what it touches has left the CPU's caches
  // (20-30 µs a request on this machine; README "Metrics"). A callback hook, not an async one: no
  // promise on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    const seconds = reply.elapsedTime / 1000;
    series.http.observe([request.method, route, status], seconds);
    if (route === graphqlPath) series.graphql.observe([operationOf(request), status], seconds);
    done(null, payload);
  });
  const unobserve = observePool(pool, (seconds) => series.poolAcquire.observe([], seconds));

  const serve = async (authorization: string | undefined) =>
    authorized(authorization, settings.token)
      ? { status: 200, body: await scrape() }
      : { status: 401, body: 'A metrics token is required: Authorization: Bearer <METRICS_TOKEN>\n' };

  let server: Server | null = null;
  if (settings.port === null)
    app.get(METRICS_PATH, async (request, reply) => {
      const { status, body } = await serve(request.headers.authorization);
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(status).header('content-type', series.registry.contentType).send(body);
    });
  else {
    app.get(METRICS_PATH, notFound);
    server = await listenApart(settings, serve, series.registry.contentType);
    metrics.port = (server.address() as AddressInfo).port;
  }
  app.addHook('onClose', async () => {
    unobserve();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  });
  return metrics;
};

/** /metrics on METRICS_PORT: a bare node:http server (nothing else of the app answers there). */
const listenApart = async (
  settings: MetricsSettings,
  serve: (authorization: string | undefined) => Promise<{ status: number; body: string }>,
  contentType: string,
) => {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0].replace(/\/+$/, '');
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    serve(request.headers.authorization).then(
      ({ status, body }) =>
        response
          .writeHead(status, {
            'content-type': contentType,
            ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
          })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port!, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
};

/** Counts a login outcome or refusal, when metrics are collected. */
export const countLogin = (request: FastifyRequest, outcome: LoginOutcome) =>
  request.server.metrics?.series.logins.inc({ outcome });
export const countLoginRefusal = (request: FastifyRequest, reason: LoginRefusal) =>
  request.server.metrics?.series.loginRefusals.inc({ reason });
