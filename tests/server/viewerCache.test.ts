import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { type Harness, withServer } from './harness';

// server/auth/viewerCache.ts: a login is read once and remembered; every change of the user or the
// token that could refuse it is seen by the next request, whichever connection made it.
const h = withServer();
const uncached = withServer({ config: () => ({ loginCache: false }) });

const WHO = '{ deviceModels(first: 1) { totalCount } }';
const ok = async (token: string, on: Harness = h) =>
  (await on.rest('POST', '/api/token/verify/', null, { token })).status;

/** The statements reading a login, counted on the app's pool while `fn` runs. */
const loginReads = async (fn: () => Promise<unknown>, on: Harness = h) => {
  const spy = vi.spyOn(on.pool, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([config]) => (config as { name?: string })?.name === 'viewer-of-token')
      .length;
  } finally {
    spy.mockRestore();
  }
};

/** A connection of another server process: not the app's pool. */
const elsewhere = async (sql: string) => {
  const client = new pg.Client(h.pool.options);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const until = async (check: () => Promise<boolean>, ms = 3_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

const coordinatorEmail = 'coordinator@demo.kz';
afterEach(async () => {
  await h.pool.query(
    `update users set is_fired = false, role = 'COORDINATOR' where email = '${coordinatorEmail}'`,
  );
});

describe('the login cache', () => {
  it('reads a login once, then answers the same token from memory', async () => {
    const token = await h.login('COORDINATOR');
    await until(async () => (await loginReads(() => ok(token))) === 0);
    expect(await loginReads(() => ok(token))).toBe(0);
    expect(await loginReads(() => h.gql(token, WHO))).toBe(0);
    // Another login of the same user is its own: read once.
    const other = await h.login('COORDINATOR');
    expect(await loginReads(() => ok(other))).toBe(1);
  });

  it('refuses a token at the first request after its logout', async () => {
    const token = await h.login('HQ');
    await until(async () => (await loginReads(() => ok(token))) === 0);
    expect((await h.rest('POST', '/api/token/logout/', token)).status).toBe(204);
    expect(await ok(token)).toBe(401);
    expect((await h.gql(token, WHO)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sees a change committed through this process at once: a dismissal, a new role', async () => {
    const token = await h.login('COORDINATOR');
    await until(async () => (await loginReads(() => ok(token))) === 0);
    await h.pool.query(`update users set role = 'CONSULTANT' where email = '${coordinatorEmail}'`);
    expect((await h.rest('POST', '/api/token/verify/', null, { token })).body.user.role).toBe('CONSULTANT');
    await h.pool.query(`update users set is_fired = true where email = '${coordinatorEmail}'`);
    expect(await ok(token)).toBe(401);
  });

  it("sees another process's change within moments", async () => {
    const token = await h.login('COORDINATOR');
    await until(async () => (await loginReads(() => ok(token))) === 0);
    await elsewhere(`update auth_tokens set revoked_at = now()
      where user_id = (select id from users where email = '${coordinatorEmail}') and revoked_at is null`);
    expect(await until(async () => (await ok(token)) === 401, 2_000)).toBe(true);
  });

  it('remembers nothing while its notifications are cut, and again once they resume', async () => {
    const token = await h.login('COORDINATOR');
    await until(async () => (await loginReads(() => ok(token))) === 0);
    // The listening connection of its own is cut (a restart of PostgreSQL, a network drop).
    await elsewhere(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen viewer_changed' and state = 'idle'`);
    expect(await until(async () => (await loginReads(() => ok(token))) === 1, 500)).toBe(true);
    // Another process's change meanwhile is seen, as nothing is remembered.
    await elsewhere(`update users set is_fired = true where email = '${coordinatorEmail}'`);
    expect(await ok(token)).toBe(401);
    await elsewhere(`update users set is_fired = false where email = '${coordinatorEmail}'`);
    // Listening again (within a second or so), it remembers again.
    expect(await until(async () => (await loginReads(() => ok(token))) === 0, 5_000)).toBe(true);
  });
});

describe('LOGIN_CACHE=off', () => {
  it('reads the caller of every request', async () => {
    const token = await uncached.login('HQ');
    await ok(token, uncached);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) expect(await loginReads(() => ok(token, uncached), uncached)).toBe(1);
  });

  it('is read as on (the default) or off, and anything else refused', () => {
    const dir = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'login-cache-')) };
    expect(loadConfig(dir).loginCache).toBe(true);
    expect(loadConfig({ ...dir, LOGIN_CACHE: 'on' }).loginCache).toBe(true);
    expect(loadConfig({ ...dir, LOGIN_CACHE: 'off' }).loginCache).toBe(false);
    expect(() => loadConfig({ ...dir, LOGIN_CACHE: 'no' })).toThrow(ConfigError);
  });
});
