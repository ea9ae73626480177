import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A request's scratch file: an upload is received here and checked (a zip's directory read by
 * yauzl, which needs a file it can seek in; a table previewed) before it is stored with `put`,
 * and removed when the request ends, whatever the backend. Never a stored file: nothing reads it
 * after the request, and no other process needs it. In the OS's temporary folder.
 */
const ROOT = path.join(tmpdir(), 'promo-office-scratch');
/** Scratch files a stopped process left: removed once, at the first use, an hour on. */
let swept = false;

const sweep = async () => {
  swept = true;
  const names = await readdir(ROOT).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(ROOT, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 3600_000) await rm(file, { force: true }).catch(() => undefined);
  }
};

export const withScratch = async <T>(work: (file: string) => Promise<T>): Promise<T> => {
  await mkdir(ROOT, { recursive: true });
  if (!swept) await sweep();
  const file = path.join(ROOT, randomUUID());
  try {
    return await work(file);
  } finally {
    await rm(file, { force: true });
  }
};
