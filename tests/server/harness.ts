import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Role } from '../../domain/roles';
import { type AppOptions, buildApp } from '../../server/app';
import { connect, type Database } from '../../server/db';
import { withDatabase } from '../../server/db/embedded';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';

export interface Harness extends Database {
  app: FastifyInstance;
  /** A fresh token of the demo account of a role. */
  login: (role: Role) => Promise<string>;
  gql: (token: string | null, query: string, variables?: Record<string, unknown>) => Promise<any>;
  rest: (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    body?: unknown,
  ) => Promise<{ status: number; body: any }>;
  count: (sql: string) => Promise<number>;
}

const withAdmin = async (fn: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
};

/** A test file's own database, cloned from the migrated and seeded template, and the app on it. */
export const withServer = (options: { config?: () => Partial<AppOptions['config']> } = {}): Harness => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const harness = {} as Harness;
  // Mails without an SMTP server go to this folder's outbox, not the repository's ./data.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'app-test-'));

  beforeAll(async () => {
    await withAdmin((c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
    const url = withDatabase(inject('pgAdminUrl'), name);
    Object.assign(harness, connect(url, 4));
    const app = await buildApp({
      db: harness.db,
      pool: harness.pool,
      config: {
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
        tokenTtlSeconds: 3600,
        logLevel: 'silent',
        dataDir,
        publicUrl: 'http://app.test',
        ...options.config?.(),
      },
      logger: false,
    });
    harness.app = app;
    harness.rest = async (method, url, token, body) => {
      const res = await app.inject({
        method,
        url,
        headers: token ? { authorization: `JWT ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, body: res.body ? res.json() : null };
    };
    harness.login = async (role) => {
      const res = await harness.rest('POST', '/api/token/', null, {
        email: DEMO_ACCOUNTS[role],
        password: DEMO_PASSWORD,
      });
      if (res.status !== 200) throw new Error(`login as ${role} failed: ${JSON.stringify(res.body)}`);
      return res.body.token;
    };
    harness.gql = async (token, query, variables) =>
      (await harness.rest('POST', '/api/graphql/', token, { query, variables })).body;
    harness.count = async (sql) => Number((await harness.pool.query(sql)).rows[0].count);
  });

  afterAll(async () => {
    await harness.app?.close();
    await harness.pool?.end();
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  return harness;
};
