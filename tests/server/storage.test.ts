import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../server/config';
import { createStorage, type FileArea, type FileAreaName, type Storage } from '../../server/storage/files';
import { storageSettings } from '../../server/storage/settings';
import { startS3 } from './s3Emulator';

const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
const s3 = await startS3({ presignedDownloads: true });
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

const bytesOf = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
};
const names = async (area: FileArea) => {
  const found: string[] = [];
  for await (const { name } of area.list()) found.push(name);
  return found;
};
/** Waits (no timer of its own: a turn of the event loop at a time) until `ready` holds. */
const until = async (ready: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100_000 && !(await ready()); i++) await new Promise((r) => setImmediate(r));
  expect(await ready()).toBe(true);
};

const backends: {
  name: string;
  make: () => Promise<Storage>;
  unfinished: (area: FileAreaName) => Promise<number>;
}[] = [
  {
    name: 'disk',
    make: () => createStorage({ backend: 'disk' }, root),
    unfinished: async (area) =>
      (await readdir(path.join(root, area)).catch(() => [] as string[])).filter((n) => n.endsWith('.part'))
        .length,
  },
  {
    name: 'S3 (s3rver)',
    make: () => createStorage(s3.settings, root),
    unfinished: async (area) => s3.unfinished().filter((u) => u.key.startsWith(`test/${area}/`)).length,
  },
];

describe.each(backends)('file storage on $name', ({ name: backend, make, unfinished }) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores a streamed file whole under a fresh name, reads it back, lists it and removes it', async () => {
    const area = storage.area('calculations');
    const chunks = [Buffer.from('a'.repeat(70_000)), Buffer.from('b'.repeat(5))];
    const { name, size } = await area.put('.xlsx', Readable.from(chunks));
    expect(name).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
    expect(size).toBe(70_005);
    const read = await area.read(name);
    expect(read?.size).toBe(70_005);
    const bytes = await bytesOf(read!.stream);
    expect(bytes.length).toBe(70_005);
    expect(bytes.subarray(-5).toString()).toBe('bbbbb');
    expect(await names(area)).toEqual([name]);
    // Another area with the same backend does not see it.
    expect(await names(storage.area('reports'))).toEqual([]);
    await area.remove(name);
    expect(await area.read(name)).toBeNull();
    expect(await names(area)).toEqual([]);
    // Removing what is gone is no failure; a name that is not ours is refused.
    await area.remove(name);
    await expect(area.remove('../jwt-secret')).rejects.toThrow('Not a stored file name');
    expect(await area.read('../jwt-secret')).toBeNull();
  });

  it('keeps bytes with write and under a name chosen beforehand with put', async () => {
    const area = storage.area('photos');
    const written = await area.write('.png', new Uint8Array([1, 2, 3]));
    expect([...(await bytesOf((await area.read(written))!.stream))]).toEqual([1, 2, 3]);
    // Read whole, as the photo zip reads each photo; a name not ours or gone reads as nothing.
    expect([...((await area.readAll(written)) ?? [])]).toEqual([1, 2, 3]);
    expect(await area.readAll('../jwt-secret')).toBeNull();
    await area.remove(written);
    expect(await area.readAll(written)).toBeNull();
    const chosen = area.newName('.xlsx');
    expect((await area.put('.xlsx', Readable.from([Buffer.from('x')]), { name: chosen })).name).toBe(chosen);
    expect((await area.read(chosen))?.size).toBe(1);
    await expect(area.put('.xlsx', Readable.from([]), { name: 'x/../y' })).rejects.toThrow();
  });

  it('leaves nothing behind when the source fails midway, small or past a multipart part', async () => {
    const area = storage.area('audits');
    async function* failing(bytes: number) {
      yield Buffer.alloc(bytes, 1);
      throw new Error('source broke');
    }
    await expect(area.put('.zip', failing(100))).rejects.toThrow('source broke');
    // Over 8 MB: the S3 backend has begun a multipart upload, which is aborted.
    await expect(area.put('.zip', failing(9 * 1024 * 1024))).rejects.toThrow('source broke');
    expect(await names(area)).toEqual([]);
    expect(await unfinished('audits')).toBe(0);
  });

  it('removes what a stopped writer left unfinished, only when older than the given time', async () => {
    const area = storage.area('reports');
    const source = new PassThrough();
    const putting = area.put('.xlsx', source);
    putting.catch(() => undefined);
    source.write(Buffer.alloc(9 * 1024 * 1024, 2));
    // The writer stops here (a process gone mid-file): its unfinished upload or partial file stays.
    await until(async () => (await unfinished('reports')) === 1);
    expect(await area.removeUnfinished(new Date(Date.now() - 3600_000))).toBe(0);
    expect(await area.removeUnfinished(new Date(Date.now() + 60_000))).toBe(1);
    expect(await unfinished('reports')).toBe(0);
    source.destroy(new Error('stopped'));
    await expect(putting).rejects.toThrow();
    expect(await names(area)).toEqual([]);
  });

  it('removes, with a file, the unfinished write under its name (a lost job, put under a chosen name)', async () => {
    const area = storage.area('calculations');
    const name = area.newName('.xlsx');
    const source = new PassThrough();
    const putting = area.put('.xlsx', source, { name });
    putting.catch(() => undefined);
    source.write(Buffer.alloc(9 * 1024 * 1024, 3));
    await until(async () => (await unfinished('calculations')) === 1);
    await area.remove(name);
    expect(await unfinished('calculations')).toBe(0);
    source.destroy(new Error('lost'));
    await expect(putting).rejects.toThrow();
    expect(await area.read(name)).toBeNull();
  });

  it(
    backend === 'disk'
      ? 'has no links: downloads are streamed through the API'
      : 'issues a presigned link that downloads the bytes under their name, and expires',
    async () => {
      const area = storage.area('reports');
      const { name } = await area.put('.xlsx', Readable.from([Buffer.from('report bytes')]));
      const download = { filename: 'Отчёт_2026-01-01.xlsx', type: 'application/vnd.ms-excel' };
      if (backend === 'disk') {
        expect(await area.link(name, download)).toBeNull();
        return;
      }
      const link = await area.link(name, download);
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/promo-files\/test\/reports\//);
      const res = await fetch(link!);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('report bytes');
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Отчёт_2026-01-01.xlsx'));
      // A link issued an hour ago (it lasts a minute) is refused.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 3600_000);
      const old = await area.link(name, download).finally(() => vi.useRealTimers());
      const refused = await fetch(old!);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('report bytes');
    },
  );

  it('finds a file written through another instance with the same settings (another process)', async () => {
    const { name } = await storage.area('uploads').put('.csv', Readable.from([Buffer.from('a;b\n1;2\n')]));
    const other = await make();
    expect((await bytesOf((await other.area('uploads').read(name))!.stream)).toString()).toBe('a;b\n1;2\n');
  });
});

describe('storage settings', () => {
  it('stops the start when the bucket is not there or refuses the credentials', async () => {
    await expect(createStorage({ ...s3.settings, bucket: 'no-such-bucket' }, root)).rejects.toThrow(
      `S3_BUCKET "no-such-bucket" is not usable at ${s3.settings.endpoint}: no such bucket`,
    );
    await expect(
      createStorage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }, root),
    ).rejects.toBeInstanceOf(ConfigError);
  });

  const load = (env: Record<string, string>) => storageSettings(env);
  it('defaults to the disk and reads the S3 settings', () => {
    expect(load({})).toEqual({ backend: 'disk' });
    expect(load({ ...s3.env, S3_PRESIGNED_DOWNLOADS: 'true', S3_PREFIX: 'promo' })).toMatchObject({
      backend: 's3',
      bucket: 'promo-files',
      forcePathStyle: true,
      prefix: 'promo/',
      presignedDownloads: true,
      linkSeconds: 300,
    });
  });
  it('stops the start with a clear message on a wrong or missing setting', () => {
    const refused = (env: Record<string, string>) => {
      try {
        load(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return null;
    };
    expect(refused({ STORAGE: 'ftp' })).toBe('STORAGE must be disk or s3, got "ftp"');
    expect(refused({ STORAGE: 's3' })).toContain('S3_BUCKET must name a bucket');
    expect(refused({ S3_BUCKET: 'files' })).toContain('S3_BUCKET set but STORAGE is not s3');
    expect(refused({ STORAGE: 's3', S3_BUCKET: 'files' })).toContain('S3_REGION must be set');
    expect(refused({ ...s3.env, S3_ENDPOINT: 'storage.example.com' })).toContain(
      'S3_ENDPOINT must be an http(s)',
    );
    expect(refused({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toContain('must be set together');
    expect(refused({ ...s3.env, S3_FORCE_PATH_STYLE: 'yes' })).toBe(
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    );
    expect(refused({ ...s3.env, S3_PRESIGNED_DOWNLOADS: '1' })).toContain(
      'S3_PRESIGNED_DOWNLOADS must be true or false',
    );
  });
});
