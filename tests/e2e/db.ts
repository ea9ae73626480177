import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's own embedded database (playwright.config.ts starts it in E2E_DATA_DIR), for a
 * journey that needs more rows than the demo data has. Its port is in postmaster.pid (line 4).
 */
export const withDatabase = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'postgres');
  const password = readFileSync(path.join(folder, 'password'), 'utf8').trim();
  const port = readFileSync(path.join(folder, 'cluster', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const client = new pg.Client({
    connectionString: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/**
 * A demo employee active and approved again: the employees journey fires Иванова Мария, and the session
 * journeys plan her sessions, whichever runs first.
 */
export const rehire = (email: string) =>
  withDatabase((client) =>
    client.query(
      'update users set is_fired = false, fired_reason = null, fired_time = null, verified_by_agency = true where email = $1',
      [email],
    ),
  );

/** A demo account signing in with its password alone again: the accounts journey turns two-factor on for one. */
export const withoutTwoFactor = (email: string) =>
  withDatabase((client) =>
    client.query(
      'update users set otp_enabled = false, otp_verified = false, otp_secret = null, otp_last_step = null where email = $1',
      [email],
    ),
  );
