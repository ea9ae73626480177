import { PassThrough, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { storedZip } from '../../server/modules/photoCheck/storedZip';

/** Writes entries through storedZip and answers the zip's bytes. */
const zipOf = async (entries: [string, Buffer][], limit?: number) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const zip = storedZip(out, new Date('2026-11-27T16:30:10Z'), limit);
  for (const [name, data] of entries) await zip.add(name, data);
  const size = await zip.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  expect(bytes.length).toBe(size);
  return bytes;
};

const photo = (n: number, bytes: number) => Buffer.alloc(bytes, n);

interface Read {
  name: string;
  data: Buffer;
  date: Date;
}

/** The zip's entries as a reader (yauzl) finds them, each entry's stored CRC checked against its bytes. */
const unzip = (bytes: Buffer) =>
  new Promise<Read[]>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found: Read[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (failed, stream) => {
          if (failed || !stream) return reject(failed);
          const parts: Buffer[] = [];
          for await (const part of stream as Readable) parts.push(part as Buffer);
          const data = Buffer.concat(parts);
          if (crc32(data) >>> 0 !== entry.crc32) return reject(new Error(`${entry.fileName}: CRC`));
          found.push({
            name: entry.fileName,
            data,
            date: entry.getLastModDate({ forceDosFormat: true, timezone: 'UTC' }),
          });
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

// The photo check's zip writer (issue 26): stored entries a zip reader opens, CRCs checked.
describe('the stored zip', () => {
  it('holds each entry whole under its name, with its CRC and time', async () => {
    const entries: [string, Buffer][] = [
      ['session_1_photo_2.jpg', photo(1, 70_000)],
      ['session_1_photo_3.png', photo(2, 5)],
      ['фото_с_именем.jpg', Buffer.from('жёлтый')],
      ['empty.jpg', Buffer.alloc(0)],
    ];
    const read = await unzip(await zipOf(entries));
    expect(read.map((r) => r.name)).toEqual(entries.map(([name]) => name));
    for (const [i, [, data]] of entries.entries()) {
      expect(read[i].data.equals(data)).toBe(true);
      expect(read[i].date.toISOString()).toBe('2026-11-27T16:30:10.000Z');
    }
  });

  it('writes the ZIP64 records once offsets pass the 32-bit fields (lowered here)', async () => {
    const entries: [string, Buffer][] = Array.from({ length: 6 }, (_, i) => [`p${i}.jpg`, photo(i, 1000)]);
    const bytes = await zipOf(entries, 2500);
    // The ZIP64 end record and its locator are there, and the 32-bit end record points to them.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    expect(bytes.readUInt32LE(bytes.length - 6)).toBe(0xffffffff);
    const read = await unzip(bytes);
    expect(read.map((r) => r.name)).toEqual(entries.map(([name]) => name));
    for (const [i, [, data]] of entries.entries()) expect(read[i].data.equals(data)).toBe(true);
  });

  it('stops with the store’s error instead of waiting for it to drain', async () => {
    const out = new PassThrough({ highWaterMark: 16 });
    const zip = storedZip(out);
    setTimeout(() => out.destroy(new Error('the store refused')), 10);
    await expect(zip.add('a.jpg', photo(1, 100_000))).rejects.toThrow('the store refused');
  });
});
