import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { cloneDatabase, type ServerProcess, startServer } from './processSupport';

/**
 * Issue 27 point 7: SIGTERM to the real server process while a request is in flight. Readiness
 * turns 503 at once (liveness stays 200) while the port still serves; then the port closes, the
 * request in flight still completes, and the process exits 0, having said so through its logger.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'graceful-stop-'));
let database: Awaited<ReturnType<typeof cloneDatabase>>;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A login whose body arrives in two halves: the request stays in flight until `finish`. */
const slowLogin = (base: string) => {
  const body = JSON.stringify({ email: DEMO_ACCOUNTS.HQ, password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += String(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, half));
  request.flushHeaders();
  return { answer, finish: () => request.end(body.slice(half)) };
};

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
  );

describe('a graceful stop', () => {
  it('takes itself out of readiness, finishes the request in flight and exits 0', {
    timeout: 90_000,
  }, async () => {
    database = await cloneDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    });
    const { base } = server;
    expect(await status(`${base}/api/ready/`)).toBe(200);

    const login = slowLogin(base);
    // The request is with the server (its headers and half its body) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await server.logged('SIGTERM: stopping');

    // The drain: not ready, still alive, still serving (a balancer takes it out meanwhile).
    expect(await status(`${base}/api/ready/`)).toBe(503);
    expect(await status(`${base}/api/health/`)).toBe(200);

    // The port closes; the request in flight is still answered, in full.
    await server.logged('no new connections');
    expect(await status(`${base}/api/health/`)).toBe('ECONNREFUSED');
    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));

    expect(await server.exited).toBe(0);
    await server.logged('stopped');
    // Everything went through the logger: nothing on stderr.
    expect(server.stderr()).toBe('');
  });
});
