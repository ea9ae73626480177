import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files the server keeps (ARCHITECTURE.md "Files"): one folder per area under DATA_DIR, names the
 * server chose (a random UUID and an extension), never a path built from user input. Any process
 * sharing DATA_DIR (or, later, an object store behind this same interface) finds them by name.
 */
export interface FileArea {
  /** The area's folder, created on first use. */
  readonly dir: string;
  ensure: () => Promise<void>;
  /** A fresh stored name with the given extension (`.csv`, `.xlsx`) and its absolute path. */
  fresh: (extension: string) => { name: string; path: string };
  /** The absolute path of a stored name; throws on anything that is not one of our names. */
  resolve: (name: string) => string;
  remove: (name: string) => Promise<void>;
  /**
   * Keeps bytes under a fresh stored name with the given extension, whole or not at all (written
   * aside, then renamed); answers the name.
   */
  write: (extension: string, data: Uint8Array) => Promise<string>;
  /**
   * Streams bytes into a fresh stored name, whole or not at all (written aside and renamed when
   * the source ends; on any error nothing is left); answers the name and size. New code stores
   * files with this and `read` only (never a path), so the area can move to an object store.
   */
  put: (
    extension: string,
    source: Readable | AsyncIterable<Uint8Array>,
  ) => Promise<{ name: string; size: number }>;
  /**
   * Removes what writes left unfinished before `before` (a process stopped mid-`put` or mid-`write`);
   * answers how many went. (An object store aborts its stale multipart uploads here.)
   */
  removeUnfinished: (before: Date) => Promise<number>;
  /** A stored file's bytes and size, or null when the name is not ours or the file is gone. */
  read: (name: string) => Promise<{ stream: ReadStream; size: number } | null>;
}

export type FileAreaName =
  | 'uploads'
  | 'reports'
  | 'photos'
  | 'calculations'
  | 'audits'
  /** The field API's contact photos (server/modules/field/photos.ts); read by the photo check. */
  | 'contact-photos';

const STORED_NAME = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

export const fileArea = (dataDir: string, area: FileAreaName): FileArea => {
  const dir = path.join(dataDir, area);
  const resolve = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(dir, name);
  };
  const ensure = async () => {
    await mkdir(dir, { recursive: true });
  };
  const fresh = (extension: string) => {
    const ext = /^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '';
    const name = `${randomUUID()}${ext}`;
    return { name, path: path.join(dir, name) };
  };
  return {
    dir,
    ensure,
    fresh,
    resolve,
    remove: async (name) => {
      await rm(resolve(name), { force: true });
    },
    write: async (extension, data) => {
      await ensure();
      const stored = fresh(extension);
      const aside = `${stored.path}.part`;
      try {
        await writeFile(aside, data, { flag: 'wx' });
        await rename(aside, stored.path);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
      return stored.name;
    },
    put: async (extension, source) => {
      await ensure();
      const stored = fresh(extension);
      const aside = `${stored.path}.part`;
      try {
        const input = source instanceof Readable ? source : Readable.from(source);
        await pipeline(input, createWriteStream(aside, { flags: 'wx' }));
        const { size } = await stat(aside);
        await rename(aside, stored.path);
        return { name: stored.name, size };
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
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
    read: async (name) => {
      if (!STORED_NAME.test(name)) return null;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { stream: createReadStream(file), size: info.size } : null;
    },
  };
};
