/**
 * The real server as its own process (issue 27 benches): `node dist-server/main.js` (the compiled
 * start) or `node --import tsx server/main.ts`, on a free loopback port; ready once GET
 * /api/ready/ answers 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './app';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Builds dist-server/ unless BENCH_SKIP_BUILD=1 and it is there. */
export const buildServer = async () => {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'dist-server', 'main.js'))) return;
  const child = spawn(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the server build failed (${code})`);
};

export type Start = 'compiled' | 'tsx';

export interface Running {
  child: ChildProcess;
  base: string;
  port: number;
  /** ms from the spawn to the first 200 of /api/ready/. */
  readyMs: number;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
}

export const startServer = async (
  start: Start,
  env: Record<string, string>,
  port?: number,
): Promise<Running> => {
  const listen = port ?? (await freePort());
  const args = start === 'compiled' ? ['dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(listen), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (c) => chunks.push(String(c)));
  child.stderr?.on('data', (c) => chunks.push(String(c)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${chunks.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 180 s:\n${chunks.join('')}`);
    }
    const ready = await fetch(`${base}/api/ready/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - spawned;
  return {
    child,
    base,
    port: listen,
    readyMs,
    output: () => chunks.join(''),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};
