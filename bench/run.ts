/**
 * Benchmarks, not tests: prints figures. Starts its own embedded PostgreSQL with the demo data and
 * the real server on loopback and measures a few hot calls; then, on the production-volume
 * database of `npm run bench:data`, the lists (bench/lists.ts) and the sessions (bench/sessions.ts). Bounded request loops, loopback only.
 * Last, on the built app (`npm run build` first): Lighthouse (bench/lighthouse.ts) and the JavaScript
 * each page downloads in Chromium, against the budgets (bench/bundle.ts), and the activity editor at
 * real size (bench/activityEditor.ts).
 *   npm run bench            (BENCH_REQUESTS=2000 BENCH_CONCURRENCY=20 by default)
 */
import os from 'node:os';
import { buildApp } from '../server/app';
import { connect, runMigrations } from '../server/db';
import { DEMO_PASSWORD } from '../server/db/seed';
import { benchActivityEditor } from './activityEditor';
import { benchBundle } from './bundle';
import { openBenchDatabase } from './data/database';
import { exitOnMissedTargets, startDemoDatabase } from './demoDatabase';
import { benchDmCodes } from './dmCodes';
import { benchGraphqlFlood } from './graphqlFlood';
import { benchLighthouse } from './lighthouse';
import { benchLists } from './lists';
import { CONCURRENCY, measure, REQUESTS } from './measure';
import { benchMetrics } from './metrics';
import { benchReports } from './reports';
import { benchSearch } from './search';
import { benchSessions } from './sessions';
import { benchUploads } from './uploads';

const main = async () => {
  const demo = await startDemoDatabase();
  const { db, pool } = demo;
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
  const ok = (response: Promise<Response>) =>
    response.then(async (res) => res.ok && !(await res.text()).includes('"errors":['));
  await measure('GET /api/health/', () => ok(fetch(`${base}/api/health/`)));
  await measure('POST /api/token/verify/', () =>
    ok(
      fetch(`${base}/api/token/verify/`, { method: 'POST', headers: json, body: JSON.stringify({ token }) }),
    ),
  );
  await measure('GraphQL deviceModels (25, colors)', () =>
    ok(fetch(`${base}/api/graphql/`, { method: 'POST', headers: auth, body: query })),
  );
  const gql = (document: string) => () =>
    ok(
      fetch(`${base}/api/graphql/`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: document }),
      }),
    );
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
  await benchUploads(demo.url);
  console.log(
    `server RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB (bench and server in one process)`,
  );

  await app.close();
  await pool.end();
  // Issue 14: a million data-matrix codes in this bench database, the list's deep page against its first.
  await benchDmCodes(demo.url);
  await demo.stop();

  // Production volume: the database `npm run bench:data` made, brought to the current migrations.
  const bench = await openBenchDatabase().catch((error: Error) => {
    console.log(`\n(skipping the production-volume figures: ${error.message})`);
    return null;
  });
  if (bench) {
    const volume = connect(bench.url, 2);
    await runMigrations(volume.db);
    await volume.pool.end();
    await benchLists(bench.url);
    await benchSessions(bench.url);
    await benchSearch(bench.url);
    await benchMetrics(bench.url);
    await bench.stop();
  }
  await benchReports();
  await benchLighthouse();
  await benchBundle();
  await benchActivityEditor();
  exitOnMissedTargets();
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
