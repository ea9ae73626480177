import { createReadStream } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { UPLOAD_MAX_LINE_CHARS, UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import type { FileArea } from '../../storage/files';
import { FileRefusal, type TableKind, tableLimits } from './sniff';

/** The CSV's separator: whichever of `;`, `,` or tab its first line holds most (outside quotes). */
export const detectDelimiter = (firstLine: string): string => {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch] += 1;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
};

/**
 * A table's bytes, opened afresh for each pass from the start (the reader passes over a CSV up to
 * three times): the stored file's `read` (server/storage), or the request's scratch file while it
 * is previewed. `highWaterMark` is a hint for a local file.
 */
export type TableSource = (highWaterMark?: number) => Promise<Readable>;

/** A local file as a source (the preview's scratch file, server/storage/scratch.ts). */
export const localSource =
  (file: string): TableSource =>
  async (highWaterMark) =>
    createReadStream(file, { highWaterMark });

/**
 * A stored upload as a source, each pass a fresh `read` of it; null when the file is gone (a
 * cancelled preview, housekeeping).
 */
export const storedSource = async (area: FileArea, name: string): Promise<TableSource | null> => {
  const first = await area.read(name);
  if (!first) return null;
  first.stream.destroy();
  return async () => {
    const opened = await area.read(name);
    if (!opened) throw new FileRefusal(UPLOAD_MESSAGES.fileGone);
    return opened.stream;
  };
};

/** The head of a file (16 kB) as text. */
const head = async (source: TableSource) => {
  const stream = await source(16 * 1024);
  const parts: Buffer[] = [];
  let length = 0;
  try {
    for await (const bytes of stream) {
      parts.push(bytes as Buffer);
      length += (bytes as Buffer).length;
      if (length >= 16 * 1024) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts)
    .subarray(0, 16 * 1024)
    .toString('utf8');
};

/** Rows handed on at a time: a chunk is worked through synchronously, not a promise per row. */
const CHUNK_ROWS = 2000;
const READ_BYTES = 256 * 1024;

/** Whether the file holds a double quote anywhere (memchr over the bytes: ~10 ms for 50 MB). */
const hasQuote = async (source: TableSource) => {
  const stream = await source(1024 * 1024);
  try {
    for await (const bytes of stream) if ((bytes as Buffer).includes(0x22)) return true;
    return false;
  } finally {
    stream.destroy();
  }
};

const lineTooLong = () => new FileRefusal(UPLOAD_MESSAGES.lineTooLong);

/**
 * A CSV without a quote anywhere, split by hand: lines on \n (a \r before it dropped), cells on
 * the delimiter; the same rows papaparse gives (a trailing line break gives a last empty row),
 * ~4 times faster. The stream waits while the consumer works through a chunk. A line longer than
 * UPLOAD_MAX_LINE_CHARS is refused as soon as that much of it is read.
 */
async function* plainCsvChunks(source: TableSource, delimiter: string): AsyncGenerator<string[][]> {
  let rest = '';
  let rows: string[][] = [];
  const stream = (await source(READ_BYTES)).setEncoding('utf8');
  for await (const text of stream) {
    const data = rest + (text as string);
    let from = 0;
    for (let nl = data.indexOf('\n'); nl !== -1; nl = data.indexOf('\n', from)) {
      const end = nl > from && data.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      if (end - from > UPLOAD_MAX_LINE_CHARS) throw lineTooLong();
      rows.push(data.slice(from, end).split(delimiter));
      from = nl + 1;
      if (rows.length >= CHUNK_ROWS) {
        yield rows;
        rows = [];
      }
    }
    rest = data.slice(from);
    if (rest.length > UPLOAD_MAX_LINE_CHARS) throw lineTooLong();
  }
  const end = rest.endsWith('\r') ? rest.length - 1 : rest.length;
  rows.push(rest.slice(0, end).split(delimiter));
  yield rows;
}

const SPECIAL = /["\r\n]/g;

/**
 * The records of a CSV followed as papaparse reads them, chunk by chunk (a quote opens a cell only
 * at the cell's start, "" inside one is a quote): false once a record (a quoted cell's line breaks
 * included) passes UPLOAD_MAX_LINE_CHARS, before papaparse buffers it (it re-parses a record
 * it has not finished on every chunk: a 95 MB line took 210 s).
 */
export const recordBound = (delimiter: string) => {
  let quoted = false;
  let length = 0;
  // The character before the chunk: a record starts the file.
  let prev = '\n';
  return (text: string) => {
    let i = 0;
    while (i < text.length) {
      if (quoted) {
        const q = text.indexOf('"', i);
        const end = q === -1 ? text.length : q + 1;
        length += end - i;
        i = end;
        if (q !== -1) {
          quoted = false;
          prev = '"';
        }
      } else {
        SPECIAL.lastIndex = i;
        const found = SPECIAL.exec(text);
        const at = found ? found.index : text.length;
        const before = at > i ? text[at - 1] : prev;
        length += at - i;
        if (!found) {
          prev = before;
          i = at;
        } else if (found[0] === '"') {
          // At a cell's start, or right after a closing quote ("" escapes a quote).
          quoted = before === delimiter || before === '\n' || before === '\r' || before === '"';
          length += 1;
          prev = '"';
          i = at + 1;
        } else {
          length = 0;
          prev = found[0];
          i = at + 1;
        }
      }
      if (length > UPLOAD_MAX_LINE_CHARS) return false;
    }
    return true;
  };
};

/**
 * papaparse over a file stream, a chunk of rows at a time (its `chunk` callback; its Duplex mode
 * costs ~0.5 ms a row): the parser pauses while the consumer works through a chunk. The text
 * passes recordBound on its way.
 */
async function* papaCsvChunks(opened: TableSource, delimiter: string): AsyncGenerator<string[][]> {
  const source = (await opened(READ_BYTES)).setEncoding('utf8');
  const bound = recordBound(delimiter);
  const input = new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(text: string, _encoding, done) {
      done(bound(text) ? null : lineTooLong(), text);
    },
  });
  source.on('error', (error) => input.destroy(error));
  source.pipe(input);
  let chunk: string[][] | null = null;
  let finished = false;
  let failure: unknown = null;
  let parser: Papa.Parser | null = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  Papa.parse<string[]>(input as unknown as File, {
    delimiter,
    skipEmptyLines: false,
    chunk: (results, p) => {
      parser = p;
      // papaparse's pause halts its parser, not the file: the file waits too, or chunks pile up.
      input.pause();
      p.pause();
      chunk = results.data;
      signal();
    },
    complete: () => {
      finished = true;
      signal();
    },
    error: (error: unknown) => {
      failure = error;
      signal();
    },
  });
  input.on('error', (error) => {
    failure = error;
    signal();
  });
  try {
    for (;;) {
      if (!chunk && !finished && !failure) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      if (chunk) {
        const rows: string[][] = chunk;
        chunk = null;
        yield rows;
        input.resume();
        (parser as Papa.Parser | null)?.resume();
        continue;
      }
      if (finished) return;
    }
  } finally {
    (parser as Papa.Parser | null)?.abort();
    source.destroy();
    input.destroy();
  }
}

/** A CSV's rows in chunks: split by hand when no cell is quoted and lines end in \n, else papaparse. */
const csvChunks = async (source: TableSource): Promise<AsyncGenerator<string[][]>> => {
  const text = await head(source);
  const delimiter = detectDelimiter(text.split(/\r?\n/)[0] ?? '');
  const cr = text.indexOf('\r');
  // A lone \r ends lines only in old Mac files: papaparse detects that, the plain splitter does not.
  const plain = (cr === -1 || text[cr + 1] === '\n' || cr === text.length - 1) && !(await hasQuote(source));
  return plain ? plainCsvChunks(source, delimiter) : papaCsvChunks(source, delimiter);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell of exceljs as the text a CSV would hold (dates as YYYY-MM-DD[ HH:MM:SS]). */
export const cellText = (value: unknown): string => {
  if (value == null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds();
    return time
      ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
      : day;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value);
};

/**
 * The first sheet, streamed (exceljs WorkbookReader); rows it omits (blank) keep their numbers. A
 * row numbered past the limit is refused before the blank rows up to it are made.
 */
async function* xlsxRows(source: TableSource): AsyncGenerator<string[]> {
  const stream = await source(READ_BYTES);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    entries: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      let next = 1;
      for await (const row of sheet) {
        if (row.number > tableLimits.maxRows + 1) throw new FileRefusal(UPLOAD_MESSAGES.tooManyRows);
        for (; next < row.number; next++) yield [];
        next = row.number + 1;
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        yield cells;
      }
      // The first sheet only; leaving the loop stops the reader.
      return;
    }
  } finally {
    stream.destroy();
  }
}

/** The first sheet's rows in chunks of CHUNK_ROWS. */
async function* xlsxChunks(source: TableSource): AsyncGenerator<string[][]> {
  let rows: string[][] = [];
  for await (const cells of xlsxRows(source)) {
    rows.push(cells);
    if (rows.length >= CHUNK_ROWS) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}

/**
 * The rows of a stored table, streamed in chunks: the header first (row 0), then at most
 * tableLimits.maxRows data rows (a longer file is refused); data rows count from 1, blank ones too.
 * A file the parser cannot read is refused as unreadable.
 */
export async function* tableChunks(source: TableSource, kind: TableKind): AsyncGenerator<string[][]> {
  let count = 0;
  try {
    for await (const rows of kind === 'csv' ? await csvChunks(source) : xlsxChunks(source)) {
      if (count === 0 && rows.length && rows[0].length) rows[0][0] = rows[0][0].replace(/^\uFEFF/, '');
      count += rows.length;
      if (count > tableLimits.maxRows + 1) throw new FileRefusal(UPLOAD_MESSAGES.tooManyRows);
      yield rows;
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw new FileRefusal(UPLOAD_MESSAGES.unreadable, { cause: error });
  }
}
