/**
 * A fresh embedded PostgreSQL cluster in a temporary folder with one database `bench`, migrated and
 * holding the demo data: what `npm run bench`'s first part and the entries run alone measure on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { type SeedOptions, seedDemo } from '../server/db/seed';
import { missedTargets } from './measure';

export const startDemoDatabase = async (seed: SeedOptions = {}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startEmbeddedPostgres(dir, { persistent: false });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const url = server.url('bench');
  const { db, pool } = connect(url);
  await runMigrations(db);
  await seedDemo(db, seed);
  return {
    url,
    db,
    pool,
    /** Ends the pool (if still open), stops the cluster and removes its folder. */
    stop: async () => {
      if (!pool.ended) await pool.end();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** An entry run on its own: exits 1, naming them, when a target was missed (bench/measure.ts). */
export const exitOnMissedTargets = () => {
  const missed = missedTargets();
  if (missed.length) {
    console.error(`\nMissed targets: ${missed.join('; ')}`);
    process.exit(1);
  }
};
