import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '../../server/db/embedded';

/** The generated database's own embedded cluster (gitignored), beside the app's ./data. */
export const BENCH_DIR = path.resolve(new URL('../..', import.meta.url).pathname, 'data-bench');
export const BENCH_DATABASE = 'bench';

export interface BenchDatabase {
  /** Connection string of the generated database. */
  url: string;
  /** Stops the embedded cluster when this call started it; nothing for BENCH_DATABASE_URL. */
  stop: () => Promise<void>;
}

const clusterExists = () => existsSync(path.join(BENCH_DIR, 'cluster', 'PG_VERSION'));

/**
 * The production-volume database for the benchmark: BENCH_DATABASE_URL when set, else the
 * persistent embedded cluster in ./data-bench, started here. With `create`, a missing cluster is
 * created (the generator); without it, a missing cluster is an error that says what to run.
 */
export const openBenchDatabase = async (options: { create?: boolean } = {}): Promise<BenchDatabase> => {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };
  if (!options.create && !clusterExists())
    throw new Error(`No generated data in ${BENCH_DIR}: run \`npm run bench:data\` first.`);
  const server = await startEmbeddedPostgres(BENCH_DIR, { persistent: true });
  return { url: server.url(BENCH_DATABASE), stop: server.stop };
};

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drops the database a URL names (closing its connections) and creates it empty. */
export const recreateDatabase = async (url: string) => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`${url.replace(/:[^:@/]*@/, ':***@')} names no database`);
  // The same server's maintenance database, to drop and create the target from.
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    await client.query(`create database ${quoteIdentifier(name)}`);
  } finally {
    await client.end();
  }
};
