import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { UPLOAD_MAX_ROWS, UPLOAD_MESSAGES } from '../../../domain/uploadRules';
import { FileRefusal, type TableKind } from './sniff';

/** One row of a table file: `index` 0 is the header; data rows count from 1 (blank rows too). */
export interface FileRow {
  index: number;
  cells: string[];
}

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

const firstLine = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(16 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
};

/**
 * papaparse over a file stream, a chunk of rows at a time (its `chunk` callback; its Duplex mode
 * costs ~0.5 ms a row): the parser pauses while the consumer works through a chunk.
 */
async function* csvRows(file: string): AsyncGenerator<string[]> {
  const delimiter = detectDelimiter(await firstLine(file));
  const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 });
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
  let first = true;
  try {
    for (;;) {
      if (!chunk && !finished && !failure) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      if (chunk) {
        const rows: string[][] = chunk;
        chunk = null;
        for (const row of rows) {
          if (first && row.length) row[0] = row[0].replace(/^\uFEFF/, '');
          first = false;
          yield row;
        }
        input.resume();
        (parser as Papa.Parser | null)?.resume();
        continue;
      }
      if (finished) return;
    }
  } finally {
    (parser as Papa.Parser | null)?.abort();
    input.destroy();
  }
}

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

/** The first sheet, streamed (exceljs WorkbookReader); rows it omits (blank) keep their numbers. */
async function* xlsxRows(file: string): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    entries: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let next = 1;
    for await (const row of sheet) {
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
}

/**
 * The rows of a stored table, streamed: the header first, then at most UPLOAD_MAX_ROWS data
 * rows (a longer file is refused). A file the parser cannot read is refused as unreadable.
 */
export async function* tableRows(file: string, kind: TableKind): AsyncGenerator<FileRow> {
  let index = 0;
  try {
    for await (const cells of kind === 'csv' ? csvRows(file) : xlsxRows(file)) {
      if (index > UPLOAD_MAX_ROWS) throw new FileRefusal(UPLOAD_MESSAGES.tooManyRows);
      yield { index, cells };
      index += 1;
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw new FileRefusal(UPLOAD_MESSAGES.unreadable, { cause: error });
  }
}
