/**
 * The built app as `npm start` runs it (dist/, `npm run build` first), in a child process on a free
 * loopback port with its own embedded PostgreSQL and demo data: what the browser benches drive.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** `npm start` without the build: the real server on dist/, a fresh data folder, demo data. */
export const startApp = async (): Promise<{ base: string; stop: () => Promise<void> }> => {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html')))
    throw new Error('the browser benches measure the built app: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Its output is shown only when it fails to start (stopping it logs the pool's farewells).
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output.join('')}`);
    const up = await fetch(`${base}/api/health/`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /api/health/ within 120 s:\n${output.join('')}`);
};
