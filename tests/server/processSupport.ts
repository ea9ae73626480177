import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort, withDatabase } from '../../server/db/embedded';

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

/**
 * Builds the compiled server (scripts/build-server.mjs) into a folder of its own inside the
 * repository (its packages resolve from node_modules); answers its main.js and a remove function.
 */
export const buildCompiled = async () => {
  const out = path.join(ROOT, '.tmp', `dist-server-${randomBytes(4).toString('hex')}`);
  const child = spawn(process.execPath, ['scripts/build-server.mjs', out], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the server build failed (${code})`);
  return { main: path.join(out, 'main.js'), remove: () => rmSync(out, { recursive: true, force: true }) };
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
