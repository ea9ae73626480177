import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { fileArea } from '../../server/storage/files';

const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('file area put', () => {
  it('stores a streamed file whole under a fresh name and reads it back', async () => {
    const area = fileArea(root, 'calculations');
    const chunks = [Buffer.from('a'.repeat(70_000)), Buffer.from('b'.repeat(5))];
    const { name, size } = await area.put('.xlsx', Readable.from(chunks));
    expect(name).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
    expect(size).toBe(70_005);
    const read = await area.read(name);
    expect(read?.size).toBe(70_005);
    read?.stream.destroy();
    expect((await readFile(path.join(root, 'calculations', name))).subarray(-5).toString()).toBe('bbbbb');
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const area = fileArea(root, 'audits');
    async function* failing() {
      yield Buffer.from('part of a file');
      throw new Error('source broke');
    }
    await expect(area.put('.zip', failing())).rejects.toThrow('source broke');
    expect(await readdir(path.join(root, 'audits'))).toEqual([]);
  });
});
