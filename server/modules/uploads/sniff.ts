import { open } from 'node:fs/promises';
import yauzl from 'yauzl';
import { UPLOAD_MESSAGES } from '../../../domain/uploadRules';

/** A file the engine refuses as a whole (400 `{ errors: { file: [message] } }`, nothing stored). */
export class FileRefusal extends Error {}

export type TableKind = 'csv' | 'xlsx';

/** XLSX bomb limits: unpacked bytes per entry and in all, and the packing ratio of a large entry. */
export const XLSX_LIMITS = {
  maxEntries: 10_000,
  maxEntryBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 1536 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 10 * 1024 * 1024,
};

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a stored file is by its content, never its name: a zip must be an XLSX workbook within
 * XLSX_LIMITS, anything else must read as UTF-8 text without NUL bytes (CSV).
 */
export const sniffFile = async (file: string): Promise<TableKind> => {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) {
    await inspectXlsx(file);
    return 'xlsx';
  }
  if (head.includes(0)) throw new FileRefusal(UPLOAD_MESSAGES.notTable);
  try {
    // `stream: true`: a character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    throw new FileRefusal(UPLOAD_MESSAGES.notTable);
  }
  return 'csv';
};

/**
 * An XLSX bomb never reaches the parser: the central directory must name xl/workbook.xml, no
 * entry may claim more than the limits or pack tighter than maxRatio, and every entry is then
 * inflated once (yauzl checks each against its declared size, so a lying entry fails too).
 */
export const inspectXlsx = (file: string, limits = XLSX_LIMITS): Promise<void> =>
  new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new FileRefusal(UPLOAD_MESSAGES.notTable));
      let settled = false;
      const fail = (message: string) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(new FileRefusal(message));
      };
      if (zip.entryCount > limits.maxEntries) return fail(UPLOAD_MESSAGES.xlsxBomb);
      let total = 0;
      let workbook = false;
      zip.on('error', () => fail(UPLOAD_MESSAGES.xlsxBomb));
      const entries: yauzl.Entry[] = [];
      // First pass: the directory alone (cheap), so a bomb is refused before any inflating.
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        total += entry.uncompressedSize;
        if (entry.fileName === 'xl/workbook.xml') workbook = true;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          entry.uncompressedSize > limits.maxEntryBytes ||
          total > limits.maxTotalBytes ||
          (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio)
        )
          return fail(UPLOAD_MESSAGES.xlsxBomb);
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => {
        if (settled) return;
        if (!workbook) return fail(UPLOAD_MESSAGES.zipNotXlsx);
        inflateAll(zip, entries).then(
          () => {
            if (settled) return;
            settled = true;
            zip.close();
            resolve();
          },
          () => fail(UPLOAD_MESSAGES.xlsxBomb),
        );
      });
      zip.readEntry();
    });
  });

const inflateAll = async (zip: yauzl.ZipFile, entries: yauzl.Entry[]) => {
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    await new Promise<void>((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('unreadable entry'));
        stream.on('error', reject);
        stream.on('end', resolve);
        stream.resume();
      });
    });
  }
};
