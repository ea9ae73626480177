import type { Dirent } from 'node:fs';
import { constants } from 'node:fs';
import { copyFile, mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What `copyTree` does with an entry: copy it, leave it out, or (a folder) copy it empty. */
export type CopyRule = 'copy' | 'skip' | 'empty';

export interface CopyCount {
  files: number;
  bytes: number;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a file or folder to the disk; a folder that cannot be opened for it is left as is. */
export const syncPath = async (target: string) => {
  const handle = await open(target, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder: the files in it were synced one by one.
  } finally {
    await handle.close();
  }
};

/**
 * Copies one file (a copy-on-write clone where the file system offers it), keeping its mode, and
 * flushes it to the disk; answers its size, or null when it vanished meanwhile and `vanished` allows.
 */
export const copyOne = async (from: string, to: string, vanished = false): Promise<number | null> => {
  try {
    await copyFile(from, to, constants.COPYFILE_FICLONE);
  } catch (error) {
    if (vanished && missing(error)) return null;
    throw error;
  }
  await syncPath(to);
  return (await stat(to)).size;
};

/** Files copied at once: their flushes to the disk overlap (one by one, 1,800 files took 8 s). */
const AT_ONCE = 8;

/**
 * Copies the folder `from` into `to` (created), entry by entry as `rule` says (by the path relative
 * to `from`, with `/` between names). Only plain files and folders are copied; sockets, pipes and
 * links are left out. With `vanished`, a file or folder removed while the copy runs (a live
 * database drops a table) is left out instead of failing the copy. `last` files are copied after
 * all others. Answers what was copied.
 */
export const copyTree = async (
  from: string,
  to: string,
  options: { rule?: (relative: string, entry: Dirent) => CopyRule; vanished?: boolean; last?: string[] } = {},
): Promise<CopyCount> => {
  const count: CopyCount = { files: 0, bytes: 0 };
  const rule = options.rule ?? (() => 'copy');
  const folders: string[] = [];
  const files: string[] = [];
  const deferred: string[] = [];
  const walk = async (relative: string, emptied = false) => {
    const mode = (await stat(path.join(from, relative)).catch(() => null))?.mode ?? 0o700;
    await mkdir(path.join(to, relative), { recursive: true, mode: mode & 0o777 });
    folders.push(relative);
    if (emptied) return;
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if (options.vanished && missing(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const what = rule(child, entry);
      if (what === 'skip') continue;
      if (entry.isDirectory()) await walk(child, what === 'empty');
      else if (entry.isFile()) (options.last?.includes(child) ? deferred : files).push(child);
    }
  };
  await walk('');
  const copy = async (child: string) => {
    const size = await copyOne(path.join(from, child), path.join(to, child), options.vanished);
    if (size === null) return;
    count.files += 1;
    count.bytes += size;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < files.length) await copy(files[next++]);
    }),
  );
  for (const child of deferred) await copy(child);
  for (const folder of folders.reverse()) await syncPath(path.join(to, folder));
  return count;
};

/** The files and bytes under a folder (every plain file, at any depth); zero when it is absent. */
export const measureTree = async (dir: string): Promise<CopyCount> => {
  const count: CopyCount = { files: 0, bytes: 0 };
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [] as Dirent[]);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    count.files += 1;
    count.bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return count;
};
