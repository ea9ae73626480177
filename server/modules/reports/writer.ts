import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type pg from 'pg';

/** A report's column: its Russian header and its width in characters. */
export interface ReportColumn {
  header: string;
  width: number;
}

/** What a report writes: one sheet, its columns, and the query whose rows (in column order) fill it. */
export interface ReportSheet {
  sheet: string;
  columns: ReportColumn[];
  query: SQL;
}

/** Rows read from the cursor at a time. */
export const FETCH_ROWS = 5000;
/** The longest stretch of writing (ms) before other requests get a turn of the event loop. */
const SLICE_MS = 8;

const dialect = new PgDialect();

/** When `file` has drained, or closed (a failed store: the next write fails). */
const drained = (file: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      file.off('drain', done);
      file.off('close', done);
      resolve();
    };
    file.on('drain', done);
    file.on('close', done);
  });

/**
 * Streams the query's rows into an XLSX written to `file` (a FileArea's `put`): a server-side
 * cursor read FETCH_ROWS at a time (never every row in memory) into exceljs's streaming writer,
 * each row committed at once, the next batch read only once `file` has drained (backpressure);
 * `checkpoint` between batches (a job's lease). The stream is ended
 * when the file is whole. Answers the number of rows written.
 */
export const writeXlsxTo = async (
  pool: pg.Pool,
  source: ReportSheet,
  file: Writable,
  checkpoint: () => Promise<void> = async () => undefined,
): Promise<number> => {
  const { sql: text, params } = dialect.sqlToQuery(source.query);
  const client = await pool.connect();
  try {
    // A cursor lives in a transaction; read only, and one snapshot for the whole file.
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query({ text: `declare report_rows no scroll cursor for ${text}`, values: params });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: file,
      useStyles: false,
      useSharedStrings: false,
      // Fast deflate: the report is written once and downloaded once.
      zip: { zlib: { level: 1 } },
    } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
    const sheet = workbook.addWorksheet(source.sheet);
    sheet.columns = source.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
    let count = 0;
    let sliceStart = performance.now();
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${FETCH_ROWS} from report_rows`,
        rowMode: 'array',
      });
      for (const row of rows) {
        sheet.addRow(row).commit();
        count += 1;
        if (count % 64 === 0 && performance.now() - sliceStart > SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      if (rows.length < FETCH_ROWS) break;
      // Backpressure: while the file's reader (the store) is behind, the next batch waits, so
      // the zip's buffers never hold more than a batch whatever the store's speed.
      if (file.writableNeedDrain) await drained(file);
      await checkpoint();
    }
    sheet.commit();
    await workbook.commit();
    await client.query('commit');
    return count;
  } catch (error) {
    file.destroy();
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
