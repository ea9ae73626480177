import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort, withDatabase } from '../../server/db/embedded';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { multipartBody } from '../support/zip';

/** Real server processes (server/main.ts) on a test's own database, for the issue 27 tests. */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';

const withAdmin = async (text: string) => {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** A database cloned from the migrated, seeded template (or an empty one); `drop` removes it. */
export const cloneDatabase = async ({ empty = false }: { empty?: boolean } = {}) => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(`create database ${name}${empty ? '' : ` template ${inject('pgTemplate')}`}`);
  return {
    url: withDatabase(inject('pgAdminUrl'), name),
    drop: () => withAdmin(`drop database if exists ${name} with (force)`),
  };
};

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Every log line so far (pino JSON, parsed; other text as { text }). */
  logs: Record<string, unknown>[];
  stderr: () => string;
  /** Resolves with the first log line whose msg includes `text` (already logged or to come). */
  logged: (text: string) => Promise<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** The advisory lock (on the test cluster) under which one test file builds the server. */
const BUILD_LOCK = 27_000_001;

/**
 * The compiled server (scripts/build-server.mjs), built once per test run whichever of the suites
 * that start it asks first (the others wait on an advisory lock, then find it built), into the
 * run's folder inside the repository (globalSetup names it and removes it at the end; its packages
 * resolve from node_modules); answers its main.js.
 */
export const buildCompiled = async () => {
  const out = inject('serverBuildDir');
  const built = path.join(out, 'BUILT');
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BUILD_LOCK]);
    if (!existsSync(built)) {
      const child = spawn(process.execPath, ['scripts/build-server.mjs', out], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`the server build failed (${code})`);
      writeFileSync(built, '');
    }
  } finally {
    // The session's end releases the lock, a failed build's too (the next suite tries again).
    await client.end();
  }
  return { main: path.join(out, 'main.js') };
};

/**
 * Spawns the real server (`node --import tsx server/main.ts`, or the compiled `entry`) with these
 * settings on a free loopback port; resolves once GET /api/ready/ answers 200.
 */
export const startServer = async (env: Record<string, string>, entry?: string): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, entry ? [entry] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiting: { text: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  let partial = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    partial += String(chunk);
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text);
      } catch {
        line = { msg: text };
      }
      logs.push(line);
      for (const w of [...waiting])
        if (String(line.msg ?? '').includes(w.text)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(line);
        }
    }
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    base,
    logs,
    stderr: () => stderr,
    exited,
    logged: (text) => {
      const found = logs.find((l) => String(l.msg ?? '').includes(text));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ text, resolve }));
    },
  };
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${stderr}\n${JSON.stringify(logs)}`);
    const ready = await fetch(`${base}/api/ready/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Stops the processes still running (SIGTERM, a graceful stop) and waits for each to exit. */
export const stopAll = (servers: ServerProcess[]) =>
  Promise.all(
    servers.map(async (s) => {
      if (s.child.exitCode === null) s.child.kill('SIGTERM');
      await s.exited;
    }),
  );

/** A JSON request to a server process (with a login token when given); the body parsed when JSON. */
export const call = async (
  server: ServerProcess,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) => {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers, bytes: text.length };
};

export const login = async (server: ServerProcess, email: string, password = DEMO_PASSWORD) =>
  call(server, 'POST', '/api/token/', null, { email, password });

/** A multipart form (tests/support/zip.ts multipartBody) sent to a server process; answers the raw response. */
export const postForm = (
  server: ServerProcess,
  method: string,
  url: string,
  token: string,
  { payload, contentType }: ReturnType<typeof multipartBody>,
) =>
  fetch(`${server.base}${url}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': contentType },
    body: payload,
  });

/** A file downloaded from a server process, as a user's token asks for it. */
export const download = async (server: ServerProcess, url: string, token: string) => {
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: `JWT ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

/**
 * Spawns a test's own child script (`node --import tsx <script> ...args`, stderr shown) and
 * resolves once it prints READY; the child is added to `children` at once (for the test's
 * afterAll to kill, whether it got ready or not).
 */
export const startChild = (script: string, args: string[], children: ChildProcess[]) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('READY')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before READY: ${out}`)));
  });

/** Kills (SIGKILL) and waits for a child process. */
export const kill = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};
