/**
 * Benchmarks, not tests: prints figures. Starts its own embedded PostgreSQL with the demo data and
 * the real server on loopback, then measures a few hot calls with bounded request loops.
 *   npm run bench            (BENCH_REQUESTS=2000 BENCH_CONCURRENCY=20 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { connect, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { benchGraphqlFlood } from './graphqlFlood';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const measure = async (name: string, call: () => Promise<Response>) => {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      const res = await call();
      const body = await res.text();
      // A GraphQL error answers 200 too: count it as failed.
      if (!res.ok || body.includes('"errors":[')) failed += 1;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(40)} ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  p50 ${ms(percentile(latencies, 0.5))}  p95 ${ms(percentile(latencies, 0.95))}  p99 ${ms(percentile(latencies, 0.99))}  failed ${failed}`,
  );
};

const main = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startEmbeddedPostgres(dir, { persistent: false });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const { db, pool } = connect(server.url('bench'));
  await runMigrations(db);
  await seedDemo(db);
  const app = await buildApp({
    db,
    pool,
    config: {
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0000',
      tokenTtlSeconds: 3600,
      logLevel: 'silent',
    },
    logger: false,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'hq@demo.kz', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...json, authorization: `JWT ${token}` };
  const query = JSON.stringify({
    query:
      '{ deviceModels(isDeleted: false, first: 25) { totalCount edges { node { id model compatibility { title } colors { id title } } } pageInfo { hasNextPage endCursor } } }',
  });

  console.log(`${REQUESTS} requests, ${CONCURRENCY} at a time, on ${os.cpus().length} cores`);
  await measure('GET /api/health/', () => fetch(`${base}/api/health/`));
  await measure('POST /api/token/verify/', () =>
    fetch(`${base}/api/token/verify/`, { method: 'POST', headers: json, body: JSON.stringify({ token }) }),
  );
  await measure('GraphQL deviceModels (25, colors)', () =>
    fetch(`${base}/api/graphql/`, { method: 'POST', headers: auth, body: query }),
  );
  const gql = (document: string) => () =>
    fetch(`${base}/api/graphql/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ query: document }),
    });
  await measure(
    'GraphQL agencyEmployees (approved, 7)',
    gql(
      '{ agencyEmployees(first: 7, verifiedByAgency_Isnull: false, isFired: false, orderBy: "lastName", searchString_Icontains: "а") { totalCount edges { node { id lastName firstName role } } } }',
    ),
  );
  await measure(
    'GraphQL formats (sku search, 10)',
    gql(
      '{ formats(first: 10, sku_Icontains: "46") { totalCount edges { node { id sku title } } pageInfo { hasNextPage endCursor } } }',
    ),
  );
  await benchGraphqlFlood(base);
  console.log(
    `server RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB (bench and server in one process)`,
  );

  await app.close();
  await pool.end();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
