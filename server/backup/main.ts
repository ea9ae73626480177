/**
 * The backup commands (README "Backup and restore"):
 *   npm run backup [-- <folder>]    a dated backup folder in <folder>, BACKUP_DIR or DATA_DIR/backups
 *   npm run restore <backup>        the stopped installation (DATA_DIR) brought back to <backup>
 * Both read the app's own settings (DATA_DIR, DATABASE_URL, STORAGE) from the environment.
 */
import path from 'node:path';
import { ConfigError } from '../config';
import { storageSettings } from '../storage/settings';
import { makeBackup } from './backup';
import { BackupError } from './manifest';
import { restoreBackup } from './restore';

const SECTION = 'README.md, "Backup and restore"';
const USAGE = `Usage:
  npm run backup [-- <folder>]   back up the embedded database and the files into a dated folder
                                 (in <folder>, else BACKUP_DIR, else DATA_DIR/backups)
  npm run restore <backup>       bring the stopped installation back to a backup folder`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const main = async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error(USAGE);
    return 2;
  }
  const env = process.env;
  // A folder the operator names is theirs: relative to where they typed `npm run` (INIT_CWD).
  const typedIn = env.INIT_CWD || process.cwd();
  // DATA_DIR as the app reads it (server/config.ts).
  const dataDir = path.resolve(env.DATA_DIR || './data');
  if (env.DATABASE_URL)
    throw new BackupError(
      `DATABASE_URL is set: the database is not the embedded one, so \`npm run ${command}\` does not ${command} it. ` +
        `Use your PostgreSQL provider's backups (point-in-time recovery), or pg_dump / pg_basebackup against that server; see ${SECTION}.`,
    );
  const storage = storageSettings(env).backend;
  const log = (line: string) => console.log(line);

  if (command === 'backup') {
    if (rest.length > 1) {
      console.error(USAGE);
      return 2;
    }
    const backupDir = rest[0]
      ? path.resolve(typedIn, rest[0])
      : env.BACKUP_DIR
        ? path.resolve(env.BACKUP_DIR)
        : path.join(dataDir, 'backups');
    const { folder, manifest } = await makeBackup({ dataDir, backupDir, storage, log });
    const fileBytes = Object.values(manifest.files.areas).reduce((sum, a) => sum + (a?.bytes ?? 0), 0);
    log(
      `Backup done: ${folder} (${megabytes(manifest.postgres.bytes + fileBytes)}; every write acknowledged before ${manifest.created} is in it)`,
    );
    log(`Restore it, with the app stopped: npm run restore ${folder}`);
    return 0;
  }

  if (rest.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const result = await restoreBackup({ dataDir, from: path.resolve(typedIn, rest[0]), log });
  const { manifest } = result;
  log(
    `Restored ${result.folder} (taken ${manifest.created}, PostgreSQL ${manifest.postgres.version}) into ${dataDir}:`,
  );
  log(
    `  database: postgres/cluster, replayed to WAL ${manifest.postgres.stopLsn}; started once and stopped (${result.tables} tables in "app")`,
  );
  for (const [area, count] of Object.entries(manifest.files.areas))
    if (count) log(`  files: ${area}: ${count.files} (${count.bytes} bytes)`);
  if (manifest.files.backend === 's3')
    log(
      '  files: the backup was taken with STORAGE=s3; bring the bucket back with its own versioning or replica',
    );
  else if (storage === 's3')
    log(
      '  note: STORAGE=s3 is set now, but this backup holds disk files: they went to DATA_DIR, not the bucket',
    );
  if (manifest.jwtSecret) log('  jwt-secret');
  if (result.aside)
    log(
      `What it replaced (${result.moved.join(', ')}) is kept in ${result.aside}: remove it once the restored installation is checked.`,
    );
  log('Start the app as usual: npm start (or npm run server).');
  return 0;
};

// An interrupted backup removes its unfinished folder on the way out (backup.ts).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
