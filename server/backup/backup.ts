import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded';
import { FILE_AREAS, type FileAreaName } from '../storage/files';
import { clusterClient, embeddedCluster, runningPostmaster } from './cluster';
import { type CopyCount, type CopyRule, copyOne, copyTree, measureTree, syncPath } from './copy';
import { BACKUP_FORMAT, BackupError, type BackupManifest, MANIFEST } from './manifest';

/**
 * `npm run backup` (README "Backup and restore"): an online base backup of the embedded PostgreSQL
 * by PostgreSQL's own low-level API (pg_backup_start / pg_backup_stop, the method pg_basebackup is
 * built on; the package ships no pg_basebackup), taken while the app runs and writes, with the WAL
 * that makes it consistent, then the stored files, into one dated folder:
 *
 *   <BACKUP_DIR>/2026-11-28T01-02-03Z/
 *     manifest.json           what is in it (written last: a folder without it is no backup)
 *     postgres/cluster/       the cluster as the copy found it, with backup_label and pg_wal/
 *     postgres/password       the cluster's superuser password (server/db/embedded.ts)
 *     files/<area>/<name>     the disk storage's areas (server/storage/files.ts)
 *     jwt-secret              DATA_DIR/jwt-secret when there is one (logins survive the restore)
 *
 * It is built as `<stamp>.partial/` and renamed when whole; a failed backup removes it.
 */

/** Entries of the cluster folder left out, as PostgreSQL's docs and pg_basebackup leave them out. */
const EMPTIED = new Set([
  // recreated or emptied at start, or written by a running server only
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  // this server's slots (the backup's own temporary one among them) are not the restored one's
  'pg_replslot',
  // the WAL the backup needs is copied after pg_backup_stop, from its start to its stop segment
  'pg_wal',
]);
const LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  // an earlier backup's or restore's: the backup's own label is written from pg_backup_stop
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'tablespace_map.old',
  'backup_manifest',
]);

export const clusterRule = (relative: string, entry: Dirent): CopyRule => {
  const name = entry.name;
  if (name.startsWith('pgsql_tmp') || name.startsWith('pg_internal.init')) return 'skip';
  // The Unix socket and its lock file (server/db/embedded.ts puts them in the cluster folder).
  if (name.startsWith('.s.PGSQL.')) return 'skip';
  if (!relative.includes('/')) {
    if (entry.isDirectory() && EMPTIED.has(name)) return 'empty';
    if (LEFT_OUT.has(name)) return 'skip';
  }
  // Temporary tables' files (t<backend>_<relfilenode>): gone when the server starts again.
  if (/^base\/\d+\/t\d+_\d+/.test(relative)) return 'skip';
  return 'copy';
};

/** The dated folder's name: the start time in UTC, safe in every file system. */
export const backupStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface BackupOptions {
  dataDir: string;
  /** Where the dated folder goes (BACKUP_DIR; DATA_DIR/backups by default). */
  backupDir: string;
  /** The disk areas are copied; with the object store they stay in the bucket (README). */
  storage: 'disk' | 's3';
  log: (line: string) => void;
}

export const makeBackup = async ({ dataDir, backupDir, storage, log }: BackupOptions) => {
  const cluster = embeddedCluster(dataDir);
  if (!existsSync(path.join(cluster.dir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${cluster.dir}: DATA_DIR must be the installation's (the app creates it on its first start).`,
    );
  let running = runningPostmaster(cluster.dir);
  let temporary: EmbeddedServer | null = null;
  const began = new Date();
  const stamp = backupStamp(began);
  await mkdir(backupDir, { recursive: true });
  let name = stamp;
  for (
    let n = 2;
    existsSync(path.join(backupDir, name)) || existsSync(path.join(backupDir, `${name}.partial`));
    n++
  )
    name = `${stamp}-${n}`;
  const partial = path.join(backupDir, `${name}.partial`);
  const final = path.join(backupDir, name);
  await mkdir(partial);
  // Killed or interrupted (main.ts exits on SIGINT/SIGTERM): no unfinished folder is left.
  const unfinished = () => rmSync(partial, { recursive: true, force: true });
  process.on('exit', unfinished);
  let client: ReturnType<typeof clusterClient> | null = null;
  try {
    if (!running) {
      // The app is stopped: its PostgreSQL runs for the backup alone, the same way.
      log(`The app is not running: starting its PostgreSQL (${cluster.dir}) for the backup`);
      temporary = await startEmbeddedPostgres(cluster.root);
      running = runningPostmaster(cluster.dir);
      if (!running) throw new BackupError(`PostgreSQL started on ${cluster.dir} but wrote no postmaster.pid`);
    }
    client = clusterClient(cluster, running);
    client.on('error', () => undefined);
    await client.connect();
    const settings = (
      await client.query<{
        version: string;
        num: string;
        wal_level: string;
        system: string;
        segment: string;
      }>(
        `select current_setting('server_version') as version, current_setting('server_version_num') as num,
                current_setting('wal_level') as wal_level, (select system_identifier::text from pg_control_system()) as system,
                (select setting from pg_settings where name = 'wal_segment_size') as segment`,
      )
    ).rows[0];
    if (settings.wal_level === 'minimal')
      throw new BackupError(
        'The cluster runs with wal_level=minimal: an online backup needs replica (the default).',
      );
    const spaces = await client.query(
      `select 1 from pg_tablespace where spcname not in ('pg_default', 'pg_global')`,
    );
    if (spaces.rowCount)
      throw new BackupError(
        'The cluster has tablespaces of its own: this backup copies the cluster folder alone.',
      );

    // Keeps every WAL segment from here on until this session ends, however busy the app is.
    const slot = `promo_backup_${process.pid}_${randomBytes(3).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    log(
      `Backup ${name}: PostgreSQL ${settings.version}, online (pg_backup_start), the app may go on writing`,
    );
    const start = (
      await client.query<{ lsn: string; wal: string; timeline: number }>(
        `select lsn::text as lsn, pg_walfile_name(lsn) as wal,
                (select timeline_id from pg_control_checkpoint()) as timeline
           from pg_backup_start($1, fast => true) as lsn`,
        [`promo-office ${name}`],
      )
    ).rows[0];

    const clusterCopy = path.join(partial, 'postgres', 'cluster');
    await mkdir(path.dirname(clusterCopy), { recursive: true, mode: 0o700 });
    await copyTree(cluster.dir, clusterCopy, {
      rule: clusterRule,
      vanished: true,
      last: ['global/pg_control'],
    });

    const stop = (
      await client.query<{ lsn: string; wal: string; labelfile: string; spcmapfile: string | null }>(
        `select lsn::text as lsn, pg_walfile_name(lsn) as wal, labelfile, spcmapfile
           from pg_backup_stop(wait_for_archive => false)`,
      )
    ).rows[0];
    await writeFile(path.join(clusterCopy, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile)
      await writeFile(path.join(clusterCopy, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    await syncPath(path.join(clusterCopy, 'backup_label'));

    // The WAL from the backup's checkpoint to its end record: PostgreSQL replays it on the restored
    // cluster's first start, which makes the copy consistent. pg_backup_stop switched to a new
    // segment, so the stop segment is whole. The timeline history files come along (small).
    const walFrom = path.join(cluster.dir, 'pg_wal');
    const walTo = path.join(clusterCopy, 'pg_wal');
    await mkdir(path.join(walTo, 'archive_status'), { recursive: true, mode: 0o700 });
    if (existsSync(path.join(walFrom, 'summaries')))
      await mkdir(path.join(walTo, 'summaries'), { mode: 0o700 });
    const segments = (await readdir(walFrom))
      .filter((file) => WAL_SEGMENT.test(file) && file >= start.wal && file <= stop.wal)
      .sort();
    // A segment's name is its timeline, then its number in two halves of 2^32 bytes of WAL each.
    const perHalf = 0x1_0000_0000 / Number(settings.segment);
    const number = (file: string) =>
      Number.parseInt(file.slice(8, 16), 16) * perHalf + Number.parseInt(file.slice(16), 16);
    if (segments.length !== number(stop.wal) - number(start.wal) + 1 || segments[0] !== start.wal)
      throw new BackupError(`The WAL from ${start.wal} to ${stop.wal} is not all in ${walFrom}`);
    for (const file of segments) await copyOne(path.join(walFrom, file), path.join(walTo, file));
    for (const file of (await readdir(walFrom)).filter((f) => /^[0-9A-F]{8}\.history$/.test(f)))
      await copyOne(path.join(walFrom, file), path.join(walTo, file));
    await syncPath(walTo);
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    await client.end();
    client = null;
    await temporary?.stop();
    temporary = null;
    log(
      `  database: WAL ${start.lsn} to ${stop.lsn} (${segments.length} segment${segments.length > 1 ? 's' : ''})`,
    );

    await copyOne(cluster.passwordFile, path.join(partial, 'postgres', 'password'));
    const jwtSecret = existsSync(path.join(dataDir, 'jwt-secret'));
    if (jwtSecret) await copyOne(path.join(dataDir, 'jwt-secret'), path.join(partial, 'jwt-secret'));

    // The files after the database: every file a row of the backup names was stored before that
    // row was committed, so it is here; a file stored since is an orphan the housekeeping removes.
    const areas: Partial<Record<FileAreaName, CopyCount>> = {};
    if (storage === 'disk') {
      for (const area of FILE_AREAS) {
        const dir = path.join(dataDir, area);
        if (!existsSync(dir)) continue;
        // An unfinished write (`.part`) is no file yet.
        areas[area] = await copyTree(dir, path.join(partial, 'files', area), {
          rule: (_relative, entry) => (entry.name.endsWith('.part') ? 'skip' : 'copy'),
          vanished: true,
        });
        log(`  files: ${area}: ${areas[area]!.files} (${areas[area]!.bytes} bytes)`);
      }
      if (!Object.keys(areas).length) log('  files: none stored yet');
    } else
      log('  files: STORAGE=s3, the files stay in the bucket (its versioning or replication backs them up)');

    const copied = await measureTree(clusterCopy);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      name,
      created: began.toISOString(),
      finished: new Date().toISOString(),
      postgres: {
        version: settings.version,
        versionNum: Number(settings.num),
        systemIdentifier: settings.system,
        timeline: start.timeline,
        startLsn: start.lsn,
        stopLsn: stop.lsn,
        walSegments: segments,
        files: copied.files,
        bytes: copied.bytes,
      },
      files: storage === 'disk' ? { backend: 'disk', areas } : { backend: 's3', areas: {} },
      jwtSecret,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await syncPath(path.join(partial, MANIFEST));
    await syncPath(partial);
    await rename(partial, final);
    await syncPath(backupDir);
    return { folder: final, manifest };
  } catch (error) {
    await client?.end().catch(() => undefined);
    await temporary?.stop().catch(() => undefined);
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    process.off('exit', unfinished);
  }
};
