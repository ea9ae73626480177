import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { seedDemo } from '../server/db/seed';
import { benchUploads } from './uploads';

const main = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startEmbeddedPostgres(dir, { persistent: false });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const { db, pool } = connect(server.url('bench'));
  await runMigrations(db);
  await seedDemo(db);
  await pool.end();
  await benchUploads(server.url('bench'));
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
};
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
