/**
 * Issue 28 point 4 on the production-volume database: the list exports within their bounds. An
 * agency manager's sessions (the agency with the most) and HR's approved employees, each alone and
 * three at once (one user's bound), then back to back: rows a second, the server's peak RSS and
 * its event-loop p99 meanwhile, each printed with its target and ratio; and a fourth export of
 * one user at once refused with the message. The server runs in a process of its own
 * (bench/server.ts); the files are counted as they stream, never kept.
 *   BENCH_ONLY=exports node --import tsx bench/volume.ts
 */
import http from 'node:http';
import pg from 'pg';
import { MESSAGES } from '../domain/messages';
import { DEMO_PASSWORD } from '../server/db/seed';
import { EXPORTS_PER_USER } from '../server/modules/exports/slots';
import { BENCH_AGENCY_MANAGER } from './data/sessions';
import { post } from './http';
import { target } from './measure';
import { type BenchServer, startBenchServer } from './server';

const MiB = 2 ** 20;
const TARGET_ROWS_PER_SECOND = 20_000;
const TARGET_RSS = 400 * MiB;
const TARGET_LOOP_P99 = 50;

interface Streamed {
  status: number;
  rows: number;
  /** The answer's text when it is not a file (a refusal's JSON). */
  detail: string | null;
}

const agent = new http.Agent({ keepAlive: false });

/** POST /api/export/ with `body`; the answer goes to `answered` (on no keep-alive socket). */
const postExport = (
  base: string,
  token: string,
  body: object,
  answered: (response: http.IncomingMessage) => void,
  failed: (error: Error) => void,
) => {
  const text = JSON.stringify(body);
  const request = http.request(
    `${base}/api/export/`,
    {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        authorization: `JWT ${token}`,
      },
    },
    answered,
  );
  request.on('error', failed);
  request.end(text);
};

/** POST /api/export/, the CSV's lines counted as they arrive (a data row a line, the header apart). */
const exportFile = (base: string, token: string, body: object) =>
  new Promise<Streamed>((resolve, reject) =>
    postExport(
      base,
      token,
      body,
      (response) => {
        const csv = String(response.headers['content-type'] ?? '').startsWith('text/csv');
        let lines = 0;
        const other: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (!csv) other.push(chunk);
          else for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rows: Math.max(0, lines - 1),
            detail: csv ? null : Buffer.concat(other).toString(),
          }),
        );
        response.on('error', reject);
      },
      reject,
    ),
  );

/** An export whose answer has begun and is then not read (a stalled client): destroy() ends it. */
const openExport = (base: string, token: string, body: object) =>
  new Promise<http.IncomingMessage>((resolve, reject) =>
    postExport(
      base,
      token,
      body,
      (response) => {
        response.pause();
        response.on('error', () => undefined);
        resolve(response);
      },
      reject,
    ),
  );

/** A target with its value and the value's ratio to it (above 1 is better for `atLeast`). */
const bounded = (what: string, value: number, limit: number, unit: string, atLeast: boolean) => {
  const ok = atLeast ? value >= limit : value <= limit;
  const ratio = atLeast ? value / limit : limit / Math.max(value, 1e-9);
  target(
    what,
    ok,
    `target ${atLeast ? '>=' : '<='} ${limit.toLocaleString('en')} ${unit}, value ${value.toFixed(0)} ${unit}, ratio ${ratio.toFixed(2)}`,
  );
};

/** `copies` exports at once (each `body`, as `token`): every file whole, and the figures meanwhile. */
const runExports = async (
  server: BenchServer,
  name: string,
  token: string,
  body: object,
  copies: number,
  expected: number,
) => {
  const started = performance.now();
  const { result, loopP99, peakRss } = await server.watch(() =>
    Promise.all(Array.from({ length: copies }, () => exportFile(server.base, token, body))),
  );
  const seconds = (performance.now() - started) / 1000;
  const rows = result.reduce((n, r) => n + r.rows, 0);
  const perSecond = rows / seconds;
  console.log(
    `${name.padEnd(52)} ${rows} rows in ${seconds.toFixed(1)} s, ${perSecond.toFixed(0)} rows/s, server peak RSS ${(peakRss / MiB).toFixed(0)} MiB, event loop p99 ${loopP99.toFixed(1)} ms`,
  );
  const whole = result.every((r) => r.status === 200 && r.rows === expected);
  target(
    `${name}: every file whole`,
    whole,
    result.map((r) => `${r.status} ${r.rows} of ${expected}`).join(', '),
  );
  bounded(`${name}: rows/s`, perSecond, TARGET_ROWS_PER_SECOND, 'rows/s', true);
  bounded(`${name}: server RSS`, peakRss / MiB, TARGET_RSS / MiB, 'MiB', false);
  bounded(`${name}: event loop p99 meanwhile`, loopP99, TARGET_LOOP_P99, 'ms', false);
};

export const benchExports = async (url: string) => {
  const server = await startBenchServer(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const login = async (email: string) =>
    (
      JSON.parse(
        (await post(`${server.base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }))).text,
      ) as { token: string }
    ).token;
  console.log('\n## Exports at production volume (each file counted as it streams)');

  const manager = await login(BENCH_AGENCY_MANAGER);
  const sessionsExpected = Number(
    (
      await pool.query(
        `select count(*)::int as n from sessions s join users u on u.id = s.consultant_id
         where s.status <> 'DELETED' and u.agency_id = (select agency_id from users where email = $1)`,
        [BENCH_AGENCY_MANAGER],
      )
    ).rows[0].n,
  );
  // As the browser asks: the list's variables (its default order) and the browser's time zone.
  const sessions = {
    resource: 'sessions',
    variables: { orderBy: '-plannedStartTime' },
    timeZone: 'Asia/Almaty',
  };
  // The floor under the event-loop figures: the same server doing nothing (a busy machine's
  // scheduling alone delays its timers).
  const idle = await server.watch(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  console.log(
    `${'the server idle (2 s), for comparison'.padEnd(52)} server RSS ${(idle.peakRss / MiB).toFixed(0)} MiB, event loop p99 ${idle.loopP99.toFixed(1)} ms`,
  );
  // Unmeasured first: a server's first export of a list compiles its query (once per process).
  await exportFile(server.base, manager, {
    ...sessions,
    variables: { ...sessions.variables, dayFrom: '2025-01-01', dayTo: '2025-01-01' },
  });
  await runExports(server, "agency manager's sessions, one export", manager, sessions, 1, sessionsExpected);
  await runExports(
    server,
    "agency manager's sessions, three at once",
    manager,
    sessions,
    3,
    sessionsExpected,
  );

  const hr = await login('hr@demo.kz');
  const employees = {
    resource: 'agencyEmployees',
    variables: {
      verifiedByAgency: true,
      isFired: false,
      role_In: ['COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER'],
      orderBy: 'lastName',
    },
    timeZone: 'Asia/Almaty',
  };
  const employeesExpected = Number(
    (
      await pool.query(
        `select count(*)::int as n from users where agency_id = (select agency_id from users where email = 'hr@demo.kz')
         and verified_by_agency and not is_fired and role in ('COORDINATOR', 'CONSULTANT', 'AGENCY_MANAGER')`,
      )
    ).rows[0].n,
  );
  await exportFile(server.base, hr, {
    ...employees,
    variables: { ...employees.variables, role_In: ['AGENCY_MANAGER'] },
  });
  await runExports(server, 'approved employees (HR), one export', hr, employees, 1, employeesExpected);
  await runExports(server, 'approved employees (HR), three at once', hr, employees, 3, employeesExpected);
  // Back to back: memory a finished export leaves must not pile up (RSS watched over all three).
  const { result: backToBack, peakRss } = await server.watch(async () => {
    const files: Streamed[] = [];
    for (let i = 0; i < 3; i++) files.push(await exportFile(server.base, hr, employees));
    return files;
  });
  console.log(
    `${'approved employees (HR), three back to back'.padEnd(52)} ${backToBack.map((r) => r.rows).join(', ')} rows, server peak RSS ${(peakRss / MiB).toFixed(0)} MiB`,
  );
  bounded('approved employees, back to back: server RSS', peakRss / MiB, TARGET_RSS / MiB, 'MiB', false);

  // One user's bound: with EXPORTS_PER_USER of theirs open (their clients not reading: the
  // server waits on them, backpressure), one more is refused, worded.
  const held = await Promise.all(
    Array.from({ length: EXPORTS_PER_USER }, () => openExport(server.base, manager, sessions)),
  );
  const refused = await exportFile(server.base, manager, sessions);
  for (const h of held) h.destroy();
  let detail: unknown = refused.detail;
  try {
    detail = JSON.parse(refused.detail ?? '').detail;
  } catch {
    // not JSON: shown as it came
  }
  target(
    `export ${EXPORTS_PER_USER + 1} of one user at once refused`,
    refused.status === 429 && detail === MESSAGES.exportsBusyUser,
    `${refused.status} ${String(detail ?? `${refused.rows} rows`)}`,
  );

  await server.close();
  await pool.end();
};
