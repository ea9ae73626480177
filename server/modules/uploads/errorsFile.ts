import type pg from 'pg';
import { csvText } from '../../../domain/csv';
import { UPLOAD_REASON_HEADER } from '../../../domain/uploadColumns';
import { UPLOAD_ERRORS_KEPT } from '../../../domain/uploadRules';
import type { FileArea } from '../../storage/files';
import { type UploadRow, uploadErrors } from './queries';
import { storedSource, tableChunks } from './reader';
import type { TableKind } from './sniff';
import { normalizeHeader } from './types/common';

type KeptError = Awaited<ReturnType<typeof uploadErrors>>[number];

/** The reasons of each rejected row, in the errors' order: «Строка 3. Город: Нет …; …». */
const reasonsByRow = (errors: KeptError[]) => {
  const reasons = new Map<number, string[]>();
  for (const e of errors) {
    const list = reasons.get(e.rowNumber) ?? [];
    list.push(e.columnName ? `${e.columnName}: ${e.errorMessage}` : e.errorMessage);
    reasons.set(e.rowNumber, list);
  }
  return new Map([...reasons].map(([row, list]) => [row, `Строка ${row}. ${list.join('; ')}`]));
};

/**
 * The errors file of an upload (UTF-8 BOM, `;`): the file's own header and its rejected rows as
 * they were (every column, unchanged; from an XLSX the cells as text, dates YYYY-MM-DD), each with
 * its reasons in a last column «Ошибка». The upload does not read that column, so the user fixes
 * the rows in this file and uploads it again as it is; a reason column the file already had (an
 * errors file uploaded again) is replaced. When the stored file is gone (a cancelled preview), the
 * file lists the row numbers, columns and reasons only.
 */
export const errorsCsv = async (pool: pg.Pool, area: FileArea, upload: UploadRow) => {
  const errors = await uploadErrors(pool, upload.id, UPLOAD_ERRORS_KEPT);
  const source = upload.filePath ? await storedSource(area, upload.filePath) : null;
  if (!source)
    return csvText([
      ['Строка', 'Столбец', UPLOAD_REASON_HEADER],
      ...errors.map((r) => [r.rowNumber, r.columnName ?? '', r.errorMessage]),
    ]);
  const reasons = reasonsByRow(errors);
  const last = Math.max(0, ...reasons.keys());
  const kind: TableKind = upload.filePath!.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const out: string[][] = [];
  const reasonHeader = normalizeHeader(UPLOAD_REASON_HEADER);
  let width = 0;
  let dropped = -1;
  const own = (row: string[]) => (dropped === -1 ? row : row.filter((_, i) => i !== dropped));
  let index = 0;
  // Row numbers as the scan counted them: the header is 0, blank rows keep their numbers.
  reading: for await (const chunk of tableChunks(source, kind)) {
    for (const row of chunk) {
      const rowNumber = index++;
      if (rowNumber === 0) {
        dropped = row.findIndex((h) => normalizeHeader(h) === reasonHeader);
        const header = own(row);
        width = header.length;
        out.push([...header, UPLOAD_REASON_HEADER]);
        continue;
      }
      if (rowNumber > last) break reading;
      const reason = reasons.get(rowNumber);
      if (reason === undefined) continue;
      const cells = own(row).slice(0, width);
      while (cells.length < width) cells.push('');
      out.push([...cells, reason]);
    }
  }
  return csvText(out);
};
