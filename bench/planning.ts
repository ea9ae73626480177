/**
 * Issue 28 point 5 on the production-volume database: how much of each hot list's statement time
 * PostgreSQL spends planning. Each list's first page is asked as the browser asks it
 * (bench/browser.ts); the statements the server sends for it are recorded, then each is prepared
 * on a connection of its own and executed as the server's pool does (by name, again and again, so
 * that PostgreSQL's plan cache settles on a generic or a custom plan as it would), and the last
 * execution explained: its planning time against its whole time (planning + execution).
 */
import pg from 'pg';
import { screenRequests } from './browser';
import { BENCH_COORDINATOR } from './data/sessions';
import { graphqlCall, signIn } from './http';
import { header, target } from './measure';
import { startBenchServer } from './server';

/** Executions before the one explained (PostgreSQL weighs a generic plan after its fifth). */
const WARM = 8;
/** Explained executions per statement; the median is reported. */
const EXPLAINED = 5;

interface Explained {
  planning: number;
  execution: number;
}

/** A parameter as node-postgres sends it (arrays as array literals), quoted for EXECUTE's arguments. */
const asText = (value: unknown): string => {
  if (Array.isArray(value))
    return `{${value
      .map((item) =>
        item === null ? 'NULL' : `"${asText(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
      )
      .join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};
const literal = (client: pg.PoolClient, value: unknown) =>
  value === null || value === undefined ? 'null' : client.escapeLiteral(asText(value));

/** The statement's planning and execution times (ms), as the server's named statement runs. */
const explainPrepared = async (pool: pg.Pool, text: string, values: unknown[]): Promise<Explained> => {
  const client = await pool.connect();
  try {
    await client.query(`prepare bench_planned as ${text}`);
    const args = values.length ? `(${values.map((v) => literal(client, v)).join(', ')})` : '';
    for (let i = 0; i < WARM; i += 1) await client.query(`execute bench_planned${args}`);
    const runs: Explained[] = [];
    for (let i = 0; i < EXPLAINED; i += 1) {
      const { rows } = await client.query(`explain (analyze, format json) execute bench_planned${args}`);
      const plan = rows[0]['QUERY PLAN'][0];
      runs.push({ planning: plan['Planning Time'], execution: plan['Execution Time'] });
    }
    runs.sort((a, b) => a.planning + a.execution - (b.planning + b.execution));
    return runs[Math.floor(runs.length / 2)];
  } finally {
    await client.query('deallocate all').catch(() => undefined);
    client.release();
  }
};

export const benchPlanning = async (url: string) => {
  const server = await startBenchServer(url);
  const { base } = server;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const login = (email: string) => signIn(base, email);
  const tokens = {
    hq: await login('hq@demo.kz'),
    coordinator: await login(BENCH_COORDINATOR),
    hr: await login('hr@demo.kz'),
  };
  header('Planning against execution on the hot lists (EXPLAIN ANALYZE of the named statements)');
  const lists = [
    { name: 'sessions, HQ', token: tokens.hq, screen: 'sessions' as const },
    { name: 'sessions, coordinator', token: tokens.coordinator, screen: 'sessions' as const },
    { name: 'approved employees, HR', token: tokens.hr, screen: 'approvedEmployees' as const },
    { name: 'formats', token: tokens.hq, screen: 'formats' as const },
  ];
  for (const list of lists) {
    const call = graphqlCall(base, list.token, (await screenRequests(list.screen)).page);
    // Warm the server's own statements first, then record one request's.
    for (let i = 0; i < 10; i += 1) await call();
    const statements = (await server.statementsOf(call)) as [string | { text: string }, unknown[]][];
    let planning = 0;
    let total = 0;
    for (const [config, values] of statements) {
      const text = typeof config === 'string' ? config : config.text;
      const e = await explainPrepared(pool, text, values ?? []);
      planning += e.planning;
      total += e.planning + e.execution;
      console.log(
        `  ${list.name}: ${text.replace(/\s+/g, ' ').slice(0, 70).padEnd(70)} planning ${e.planning.toFixed(2)} ms, execution ${e.execution.toFixed(2)} ms`,
      );
    }
    const share = total > 0 ? planning / total : 0;
    target(
      `${list.name}: planning < 25% of its statements' time`,
      share < 0.25,
      `${(share * 100).toFixed(0)}% (${planning.toFixed(2)} of ${total.toFixed(2)} ms, ${statements.length} statements)`,
    );
  }
  await pool.end();
  await server.close();
};
