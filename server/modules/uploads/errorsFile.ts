import type pg from 'pg';
import { csvText } from '../../../domain/csv';
import { UPLOAD_ERRORS_KEPT } from '../../../domain/uploadRules';
import { uploadErrors } from './queries';

/** The kept row errors of an upload as CSV (UTF-8 BOM, `;`): row, column, reason. */
export const errorsCsv = async (pool: pg.Pool, uploadId: number) => {
  const rows = await uploadErrors(pool, uploadId, UPLOAD_ERRORS_KEPT);
  return csvText([
    ['Строка', 'Столбец', 'Ошибка'],
    ...rows.map((r) => [r.rowNumber, r.columnName ?? '', r.errorMessage]),
  ]);
};
