import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FileArea } from '../../storage/files';

/** A sheet of a calculation's file: its name, its columns (header, width) and its rows in order. */
export interface CalculationSheet {
  name: string;
  columns: { header: string; width: number }[];
  rows: Iterable<unknown[]>;
}

/** The longest stretch of writing (ms) before other requests get a turn of the event loop. */
const SLICE_MS = 8;

/**
 * Streams the sheets into an XLSX stored whole or not at all (`area.put`: written aside, renamed
 * when complete, removed on any error): exceljs's streaming writer into a PassThrough handed to
 * `put`, each row committed at once. `checkpoint` (the job's lease) between sheets. Answers the
 * stored name.
 */
export const storeWorkbook = async (
  area: FileArea,
  sheets: CalculationSheet[],
  checkpoint: () => Promise<void>,
) => {
  const out = new PassThrough();
  const stored = area.put('.xlsx', out);
  // put's failure (a full disk) is read below; keep it from being unhandled meanwhile.
  stored.catch(() => undefined);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
      zip: { zlib: { level: 1 } },
    } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
    // No creation time in the file: the same calculation gives the same figures, dated by its row.
    workbook.created = new Date(0);
    workbook.modified = new Date(0);
    let sliceStart = performance.now();
    for (const sheet of sheets) {
      await checkpoint();
      const ws = workbook.addWorksheet(sheet.name);
      ws.columns = sheet.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
      let n = 0;
      for (const row of sheet.rows) {
        ws.addRow(row).commit();
        n += 1;
        if (n % 64 === 0 && performance.now() - sliceStart > SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      ws.commit();
    }
    await checkpoint();
    await workbook.commit();
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  return (await stored).name;
};
