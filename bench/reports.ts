/**
 * The report engine at volume (issue 14): 1,000,000 data-matrix codes written to an XLSX by
 * dm_codes_report through the API, in a server of its own process (bench/server.ts). Prints the
 * rows per second, the server's peak RSS and event-loop p99 while it runs, and the latency of
 * other requests meanwhile; targets: >= 40,000 rows/s, RSS <= 400 MB, p99 <= 50 ms.
 *   node --import tsx bench/reports.ts     (also an entry of npm run bench)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { missedTargets, target } from './measure';
import { startBenchServer } from './server';

const CODES = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const MB = 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export const benchReports = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const server = await startEmbeddedPostgres(dir, { persistent: false });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('create database reports');
  await admin.end();
  const url = server.url('reports');
  const { db, pool } = connect(url);
  await runMigrations(db);
  await seedDemo(db);
  let started = performance.now();
  // Codes as uploads leave them: a third used in an order, one in seven inactive, 300 arrival days.
  await pool.query(
    `insert into dm_codes (number, active, arrival_date, sku, used_order_id, used_date, program_history)
     select '0104600' || lpad(i::text, 13, '0') || '21BENCH' || md5(i::text), i % 7 <> 0,
       date '2026-01-01' + (i % 300), 'SKU' || (i % 500),
       case when i % 3 = 0 then 'ORD-' || (i / 3) end,
       case when i % 3 = 0 then timestamptz '2026-06-01' + make_interval(mins => i % 100000) end,
       case when i % 5 = 0 then 'LOYAL' end
     from generate_series(1, $1::int) i`,
    [CODES],
  );
  await pool.query('vacuum analyze dm_codes');
  console.log(
    `\nReports: ${CODES.toLocaleString('en')} dm_codes inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer(url);
  const json = { 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${app.base}/api/token/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'hq@demo.kz', password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string };
  const auth = { ...json, authorization: `JWT ${token}` };
  const other = JSON.stringify({ query: '{ cities { id title } }' });

  const { result, loopP99, peakRss } = await app.watch(async () => {
    started = performance.now();
    const run = await fetch(`${app.base}/api/reports/run/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ report: 'dm_codes_report', date_start: '2026-01-01', date_end: '2026-12-31' }),
    });
    const { id } = (await run.json()) as { id: number };
    // Another user's requests meanwhile: a GraphQL list every 50 ms, each one's latency kept.
    const latencies: number[] = [];
    let status = { status: 'queued', filename: null as string | null };
    while (status.status !== 'finished' && status.status !== 'Ошибка выполнения') {
      const t = performance.now();
      const answer = await fetch(`${app.base}/api/graphql/`, { method: 'POST', headers: auth, body: other });
      await answer.text();
      latencies.push(performance.now() - t);
      status = await (await fetch(`${app.base}/api/reports/status/${id}/`, { headers: auth })).json();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return { id, status, seconds, latencies };
  });
  const row = (await pool.query('select row_count, file_path from reports where id = $1', [result.id]))
    .rows[0];
  let bytes = 0;
  if (result.status.filename) {
    const file = await fetch(`${app.base}/api/reports/get/${result.id}/${result.status.filename}`, {
      headers: auth,
    });
    bytes = (await file.arrayBuffer()).byteLength;
  }
  const rows = Number(row?.row_count ?? 0);
  const perSecond = rows / result.seconds;
  console.log(
    `dm_codes_report: ${rows.toLocaleString('en')} rows in ${result.seconds.toFixed(1)} s = ${perSecond.toFixed(0)} rows/s, file ${(bytes / MB).toFixed(1)} MB`,
  );
  console.log(
    `  meanwhile: ${result.latencies.length} GraphQL cities requests, p50 ${percentile(result.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(result.latencies, 0.99).toFixed(1)} ms, max ${Math.max(...result.latencies).toFixed(1)} ms`,
  );
  target(
    'dm_codes_report finished',
    result.status.status === 'finished' && rows === CODES,
    `${result.status.status}, ${rows} rows`,
  );
  target('dm_codes_report >= 40,000 rows/s', perSecond >= 40_000, `${perSecond.toFixed(0)} rows/s`);
  target('server RSS <= 400 MB while it runs', peakRss <= 400 * MB, `${(peakRss / MB).toFixed(0)} MB`);
  target('event-loop p99 <= 50 ms while it runs', loopP99 <= 50, `${loopP99.toFixed(1)} ms`);

  // The server's files live in its own ./data/reports: remove this run's.
  if (row?.file_path) rmSync(path.resolve('data', 'reports', row.file_path), { force: true });
  await app.close();
  await pool.end();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  benchReports()
    .then(() => {
      const missed = missedTargets();
      if (missed.length) {
        console.error(`\nMissed targets: ${missed.join('; ')}`);
        process.exit(1);
      }
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
