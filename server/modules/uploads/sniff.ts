import { open } from 'node:fs/promises';
import yauzl from 'yauzl';
import { UPLOAD_MAX_ROWS, UPLOAD_MESSAGES } from '../../../domain/uploadRules';

/** A file the engine refuses as a whole (400 `{ errors: { file: [message] } }`, nothing stored). */
export class FileRefusal extends Error {}

/** The row limit the reader and the XLSX check hold a file to (tests lower it). */
export const tableLimits = { maxRows: UPLOAD_MAX_ROWS };

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
 * XLSX_LIMITS, anything else must be text without NUL bytes whose header line reads as UTF-8
 * (CSV). Later bytes that are not UTF-8 are their rows' errors (scan.ts), not the file's.
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
  const newline = head.indexOf(0x0a);
  try {
    // `stream: true`: a character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(newline === -1 ? head : head.subarray(0, newline), {
      stream: true,
    });
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
          (error) => fail(error instanceof FileRefusal ? error.message : UPLOAD_MESSAGES.xlsxBomb),
        );
      });
      zip.readEntry();
    });
  });

const ROW_TAG = Buffer.from('<row');
/** What may follow `<row` in a row element (not `<rowBreaks`). */
const AFTER_ROW_TAG = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/**
 * Counts the row elements of a sheet's XML as it inflates (a byte search, no XML parsing): false
 * once there are more than the header and tableLimits.maxRows, so a long sheet is refused before
 * exceljs parses a row of it.
 */
export const sheetRowCounter = () => {
  let count = 0;
  let carry = Buffer.alloc(0);
  return (chunk: Buffer) => {
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    // A tag needs the byte after it: one in the last four bytes is counted with the next chunk.
    const last = data.length - ROW_TAG.length;
    for (let at = data.indexOf(ROW_TAG); at !== -1 && at < last; at = data.indexOf(ROW_TAG, at + 1))
      if (AFTER_ROW_TAG.has(data[at + ROW_TAG.length])) count += 1;
    carry = Buffer.from(data.subarray(Math.max(0, last)));
    return count <= tableLimits.maxRows + 1;
  };
};

/** The sheet the reader takes: the first worksheet in the archive (exceljs emits them in order). */
const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

const inflateAll = async (zip: yauzl.ZipFile, entries: yauzl.Entry[]) => {
  const sheet = entries.find((e) => isSheet(e.fileName));
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const rows = entry === sheet ? sheetRowCounter() : null;
    await new Promise<void>((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('unreadable entry'));
        stream.on('error', reject);
        stream.on('end', resolve);
        if (rows)
          stream.on('data', (chunk: Buffer) => {
            if (rows(chunk)) return;
            stream.destroy();
            reject(new FileRefusal(UPLOAD_MESSAGES.tooManyRows));
          });
        else stream.resume();
      });
    });
  }
};
