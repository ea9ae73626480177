import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

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
}

const STORED_NAME = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

export const fileArea = (dataDir: string, area: 'uploads' | 'reports'): FileArea => {
  const dir = path.join(dataDir, area);
  const resolve = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    dir,
    ensure: async () => {
      await mkdir(dir, { recursive: true });
    },
    fresh: (extension) => {
      const ext = /^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '';
      const name = `${randomUUID()}${ext}`;
      return { name, path: path.join(dir, name) };
    },
    resolve,
    remove: async (name) => {
      await rm(resolve(name), { force: true });
    },
  };
};
