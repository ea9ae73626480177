import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileAreaName } from '../storage/files';
import type { CopyCount } from './copy';

/** A refusal or failure told to the operator as it is (no stack trace). */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json';
export const BACKUP_FORMAT = 'promo-office-backup';

/** manifest.json: what a backup folder holds; written last, so a folder with it is whole. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  name: string;
  /** When the backup began (before pg_backup_start): every write acknowledged before is in it. */
  created: string;
  finished: string;
  postgres: {
    version: string;
    versionNum: number;
    systemIdentifier: string;
    timeline: number;
    /** pg_backup_start's and pg_backup_stop's WAL locations: the restore is consistent at the stop. */
    startLsn: string;
    stopLsn: string;
    walSegments: string[];
    /** Every file of postgres/cluster (with backup_label and the WAL) and their bytes. */
    files: number;
    bytes: number;
  };
  /** The disk areas copied (files/<area>/), or none with the object store (README). */
  files: { backend: 'disk' | 's3'; areas: Partial<Record<FileAreaName, CopyCount>> };
  /** Whether DATA_DIR/jwt-secret is in it. */
  jwtSecret: boolean;
}

/** A backup folder's manifest, checked; refuses a folder that is no whole backup. */
export const readManifest = (folder: string): BackupManifest => {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(folder)) throw new BackupError(`There is no backup at ${folder}`);
  if (folder.endsWith('.partial') || !existsSync(file))
    throw new BackupError(`${folder} is not a whole backup (no ${MANIFEST}): an unfinished or failed one?`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} cannot be read as JSON`);
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1)
    throw new BackupError(
      `${file} is not this product's backup manifest (format ${BACKUP_FORMAT}, version 1)`,
    );
  return manifest;
};
