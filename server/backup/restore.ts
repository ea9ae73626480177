import { existsSync } from 'node:fs';
import { lchown, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded';
import { FILE_AREAS, type FileAreaName } from '../storage/files';
import { backupStamp } from './backup';
import { embeddedCluster, postgresOwner, runningPostmaster } from './cluster';
import { copyOne, copyTree, measureTree } from './copy';
import { BackupError, type BackupManifest, MANIFEST, readManifest } from './manifest';

/**
 * `npm run restore <backup>` (README "Backup and restore"): brings a stopped installation
 * (DATA_DIR) back to a backup folder made by `npm run backup`. Nothing of the installation is
 * deleted: what the backup replaces (the embedded cluster and its password, the disk areas,
 * jwt-secret) is moved aside into DATA_DIR/before-restore-<time>/. The backup is first copied
 * into DATA_DIR/.restore-<time>/ (checked against its manifest), then swapped in by renames; then
 * its PostgreSQL is started once (it replays the backup's WAL from backup_label, as after a
 * crash; PostgreSQL 15+ needs no recovery.signal for that) and stopped. If that start fails,
 * the installation is put back as it was and the restored copy kept in failed-restore-<time>/.
 */

export interface RestoreOptions {
  dataDir: string;
  /** The backup folder (or its manifest.json). */
  from: string;
  log: (line: string) => void;
}

export interface RestoreResult {
  folder: string;
  manifest: BackupManifest;
  /** Where the replaced installation went (null when there was none). */
  aside: string | null;
  moved: string[];
  /** The restored database's tables (the app's database), a sign it came up. */
  tables: number;
}

/** Checks the backup's files against its manifest: a damaged or half-copied backup is refused. */
const checkBackup = async (folder: string, manifest: BackupManifest) => {
  const clusterCopy = path.join(folder, 'postgres', 'cluster');
  if (
    !existsSync(path.join(clusterCopy, 'backup_label')) ||
    !existsSync(path.join(folder, 'postgres', 'password'))
  )
    throw new BackupError(
      `${folder} holds no database backup (postgres/cluster/backup_label, postgres/password)`,
    );
  const found = await measureTree(clusterCopy);
  if (found.files !== manifest.postgres.files || found.bytes !== manifest.postgres.bytes)
    throw new BackupError(
      `${clusterCopy} does not match ${MANIFEST} (${found.files} files, ${found.bytes} bytes; the manifest says ${manifest.postgres.files}, ${manifest.postgres.bytes}): the backup is damaged or incomplete`,
    );
  for (const [area, count] of Object.entries(manifest.files.areas)) {
    if (!count) continue;
    const dir = path.join(folder, 'files', area);
    const there = await measureTree(dir);
    if (there.files !== count.files || there.bytes !== count.bytes)
      throw new BackupError(
        `${dir} does not match ${MANIFEST} (${there.files} files, ${there.bytes} bytes; the manifest says ${count.files}, ${count.bytes})`,
      );
  }
  if (manifest.jwtSecret && !existsSync(path.join(folder, 'jwt-secret')))
    throw new BackupError(`${folder} has lost its jwt-secret`);
};

const chownTree = async (dir: string, owner: { uid: number; gid: number }) => {
  await lchown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    await lchown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
};

/** Starts the restored cluster once (replaying its WAL) and counts the app's tables; then stops it. */
const startOnce = async (dataDir: string, log: (line: string) => void) => {
  const cluster = embeddedCluster(dataDir);
  let server: EmbeddedServer | null = null;
  try {
    server = await startEmbeddedPostgres(cluster.root);
    const client = new pg.Client({ connectionString: server.url('postgres') });
    await client.connect();
    try {
      const app = await client.query(`select 1 from pg_database where datname = 'app'`);
      if (!app.rowCount) {
        log(
          '  note: the restored cluster has no database "app" yet (backed up before the app first started?)',
        );
        return 0;
      }
    } finally {
      await client.end();
    }
    const appClient = new pg.Client({ connectionString: server.url('app') });
    await appClient.connect();
    try {
      const { rows } = await appClient.query<{ n: string }>(
        `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      return Number(rows[0].n);
    } finally {
      await appClient.end();
    }
  } finally {
    await server?.stop();
  }
};

export const restoreBackup = async ({ dataDir, from, log }: RestoreOptions): Promise<RestoreResult> => {
  const folder = path.resolve(path.basename(from) === MANIFEST ? path.dirname(from) : from);
  const manifest = readManifest(folder);
  const cluster = embeddedCluster(dataDir);
  const running = runningPostmaster(cluster.dir);
  if (running)
    throw new BackupError(
      `The installation in ${dataDir} is running (its PostgreSQL, pid ${running.pid}, serves ${cluster.dir}): stop the app first (every process on this DATA_DIR), then run the restore again. Nothing was changed.`,
    );
  await checkBackup(folder, manifest);

  await mkdir(dataDir, { recursive: true });
  let stamp = backupStamp(new Date());
  for (
    let n = 2;
    ['.restore-', 'before-restore-', 'failed-restore-'].some((p) =>
      existsSync(path.join(dataDir, p + stamp)),
    );
    n++
  )
    stamp = `${backupStamp(new Date())}-${n}`;
  // 1. The backup copied into the installation's folder (the same file system: step 3 renames).
  const staging = path.join(dataDir, `.restore-${stamp}`);
  const areas = Object.keys(manifest.files.areas) as FileAreaName[];
  try {
    await mkdir(path.join(staging, 'postgres'), { recursive: true, mode: 0o700 });
    await copyTree(path.join(folder, 'postgres', 'cluster'), path.join(staging, 'postgres', 'cluster'));
    await copyOne(path.join(folder, 'postgres', 'password'), path.join(staging, 'postgres', 'password'));
    for (const area of areas) await copyTree(path.join(folder, 'files', area), path.join(staging, area));
    if (manifest.jwtSecret) await copyOne(path.join(folder, 'jwt-secret'), path.join(staging, 'jwt-secret'));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const owner = postgresOwner();
  if (owner) await chownTree(path.join(staging, 'postgres', 'cluster'), owner);

  // 2. What the backup replaces, moved aside: the database, every disk area when the backup holds
  // the disk's files (an area it lacks was empty then), the generated token key when it has one.
  const replaced = [
    'postgres',
    ...(manifest.files.backend === 'disk' ? FILE_AREAS : []),
    ...(manifest.jwtSecret ? ['jwt-secret'] : []),
  ].filter((item) => existsSync(path.join(dataDir, item)));
  const aside = replaced.length ? path.join(dataDir, `before-restore-${stamp}`) : null;
  const moved: string[] = [];
  const placed: string[] = [];
  const putBack = async () => {
    const failed = path.join(dataDir, `failed-restore-${stamp}`);
    for (const item of placed) {
      await mkdir(failed, { recursive: true });
      await rename(path.join(dataDir, item), path.join(failed, item));
    }
    for (const item of moved) await rename(path.join(aside!, item), path.join(dataDir, item));
    // Emptied by now; rmdir leaves it if anything is still in it.
    if (aside) await rmdir(aside).catch(() => undefined);
    return failed;
  };
  try {
    for (const item of replaced) {
      await mkdir(aside!, { recursive: true });
      await rename(path.join(dataDir, item), path.join(aside!, item));
      moved.push(item);
    }
    // 3. The backup put in place.
    for (const item of await readdir(staging)) {
      await rename(path.join(staging, item), path.join(dataDir, item));
      placed.push(item);
    }
    await rm(staging, { recursive: true, force: true });
  } catch (error) {
    await putBack();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  // 4. Its PostgreSQL started once: it replays the WAL to the backup's end and comes up.
  let tables: number;
  try {
    tables = await startOnce(dataDir, log);
  } catch (error) {
    const failed = await putBack();
    throw new BackupError(
      `PostgreSQL did not come up on the restored cluster, so the installation was put back as it was (the restored copy is in ${failed}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { folder, manifest, aside, moved, tables };
};
