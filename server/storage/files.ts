import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageSettings } from './settings';

/**
 * Files the server keeps (ARCHITECTURE.md "Files", README "Files"): one area per kind of file,
 * names the server chose (a random UUID and an extension), never a path built from user input,
 * the name kept in the row the file belongs to. Two backends behind this one interface: the local
 * disk (DATA_DIR/<area>/<name>, the default) and S3-compatible object storage (s3.ts). Nothing
 * outside a backend knows where the bytes are: a file is stored with `put`/`write`, read with
 * `read` (a stream and its size), removed with `remove`. Any process with the same settings finds
 * a file by its name.
 */
export interface FileArea {
  readonly area: FileAreaName;
  /**
   * A fresh stored name with the given extension (`.csv`, `.xlsx`), no file yet: for a row that
   * names its file before it is written (so that a lost attempt's file can be found); hand it to
   * `put` as `options.name`.
   */
  newName: (extension: string) => string;
  /**
   * Streams bytes into a fresh stored name (or `options.name`, one of `newName`'s), whole or not at
   * all: on any error (the source's or the store's) nothing is left under the name and the source
   * is destroyed. Answers the name and size.
   */
  put: (
    extension: string,
    source: Readable | AsyncIterable<Uint8Array>,
    options?: { name?: string },
  ) => Promise<{ name: string; size: number }>;
  /** Keeps bytes under a fresh stored name, whole or not at all; answers the name. */
  write: (extension: string, data: Uint8Array) => Promise<string>;
  /** A stored file's bytes and size, or null when the name is not ours or the file is gone. */
  read: (name: string) => Promise<StoredFile | null>;
  /**
   * A small stored file's bytes whole (a contact photo, at most a few MB), or null as `read`: one
   * read instead of a stream's events, for a writer that handles many such files (the photo zip).
   */
  readAll: (name: string) => Promise<Buffer | null>;
  /**
   * Removes a stored file and any unfinished write under its name (a lost job's, `put` with
   * `options.name`); nothing when there is none. Throws on anything that is not one of our names.
   */
  remove: (name: string) => Promise<void>;
  /** The area's whole files with their last change (housekeeping: files no row names). */
  list: () => AsyncIterable<{ name: string; modified: Date }>;
  /**
   * Removes what writes left unfinished before `before` (a process stopped mid-`put`: the disk's
   * partial files, the object store's multipart uploads, aborted); answers how many went.
   */
  removeUnfinished: (before: Date) => Promise<number>;
  /**
   * A short-lived link that downloads the file as `filename` (S3_PRESIGNED_DOWNLOADS), or null
   * when downloads are streamed through the API (the disk, or the default). Issued only after the
   * caller's permission check; the link itself checks nothing but its signature and expiry.
   */
  link: (
    name: string,
    download: { filename?: string; disposition?: string; type?: string },
  ) => Promise<string | null>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

export type FileAreaName =
  | 'uploads'
  | 'reports'
  | 'photos'
  | 'calculations'
  | 'audits'
  /** The field API's contact photos (server/modules/field/photos.ts); read by the photo check. */
  | 'contact-photos'
  /** Tablet and stand photos (server/modules/equipment). */
  | 'equipment-photos'
  /** Media zips (server/modules/media). */
  | 'media';

export const FILE_AREAS: FileAreaName[] = [
  'uploads',
  'reports',
  'photos',
  'calculations',
  'audits',
  'contact-photos',
  'equipment-photos',
  'media',
];

/** Every area of one backend, built once (app.ts) and handed to the modules. */
export interface Storage {
  readonly backend: 'disk' | 's3';
  area: (name: FileAreaName) => FileArea;
  /** Where presigned links point (their origin), for the browser's connect-src; null when none. */
  readonly linkOrigin: string | null;
}

export const STORED_NAME = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

/** A fresh stored name: a random UUID and the extension when it is a plain one. */
export const freshName = (extension: string) =>
  `${randomUUID()}${/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : ''}`;

export const checkedName = (name: string) => {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
  return name;
};

/** A stored name for `put`: the caller's (one of newName's) or a fresh one. */
export const nameFor = (extension: string, options?: { name?: string }) =>
  options?.name ? checkedName(options.name) : freshName(extension);

export const readableOf = (source: Readable | AsyncIterable<Uint8Array>) =>
  source instanceof Readable ? source : Readable.from(source);

/** The local disk: DATA_DIR/<area>/<name>, written aside (`.part`) and renamed when whole. */
export const diskArea = (dataDir: string, area: FileAreaName): FileArea => {
  const dir = path.join(dataDir, area);
  const ensure = () => mkdir(dir, { recursive: true });
  const put: FileArea['put'] = async (extension, source, options) => {
    const name = nameFor(extension, options);
    const input = readableOf(source);
    await ensure();
    const file = path.join(dir, name);
    const aside = `${file}.part`;
    try {
      await pipeline(input, createWriteStream(aside, { flags: 'wx' }));
      const { size } = await stat(aside);
      await rename(aside, file);
      return { name, size };
    } catch (error) {
      input.destroy();
      await rm(aside, { force: true });
      throw error;
    }
  };
  return {
    area,
    newName: freshName,
    put,
    write: async (extension, data) => {
      await ensure();
      const name = freshName(extension);
      const file = path.join(dir, name);
      const aside = `${file}.part`;
      try {
        await writeFile(aside, data, { flag: 'wx' });
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
      return name;
    },
    read: async (name) => {
      if (!STORED_NAME.test(name)) return null;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { stream: createReadStream(file), size: info.size } : null;
    },
    readAll: async (name) => {
      if (!STORED_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (name) => {
      await rm(path.join(dir, checkedName(name)), { force: true });
      await rm(path.join(dir, `${name}.part`), { force: true });
    },
    list: async function* () {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (!STORED_NAME.test(name)) continue;
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { name, modified: info.mtime };
      }
    },
    removeUnfinished: async (before) => {
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.part') || !STORED_NAME.test(name.slice(0, -5))) continue;
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < before.getTime()) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    link: async () => null,
  };
};

export const areasOf = (make: (area: FileAreaName) => FileArea) => {
  const made = new Map<FileAreaName, FileArea>();
  return (name: FileAreaName) => {
    const area = made.get(name) ?? make(name);
    made.set(name, area);
    return area;
  };
};

/** The disk backend's every area under `dataDir`. */
export const diskStorage = (dataDir: string): Storage => ({
  backend: 'disk',
  area: areasOf((area) => diskArea(dataDir, area)),
  linkOrigin: null,
});

/**
 * The storage the settings name (server/config.ts, STORAGE and S3_*): the disk under `dataDir`
 * by default, else the S3-compatible bucket (its client loaded only then).
 */
export const createStorage = async (
  settings: StorageSettings | undefined,
  dataDir: string,
): Promise<Storage> => {
  if (!settings || settings.backend === 'disk') return diskStorage(dataDir);
  const { s3Storage } = await import('./s3');
  return s3Storage(settings);
};
