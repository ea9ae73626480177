/**
 * A child process for embeddedRestart.test.ts: starts the embedded PostgreSQL on the folder given,
 * checks a query, prints READY (or FAILED and the cause), then waits for SIGTERM to stop it.
 */
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded';

const dir = process.argv[2];
try {
  const server = await startEmbeddedPostgres(dir);
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  await client.query('select 1');
  await client.end();
  console.log('READY');
  process.on('SIGTERM', async () => {
    await server.stop();
    process.exit(0);
  });
  setInterval(() => {}, 60_000);
} catch (error) {
  console.log('FAILED', error instanceof Error ? error.message : String(error));
  process.exit(1);
}
