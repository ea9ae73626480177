import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

/**
 * CSV that Excel in a Russian locale opens as it is: ';' between cells, UTF-8 with a BOM so that
 * the Cyrillic stays intact, CRLF, and text Excel would run as a formula defused. Every list's
 * export goes through here.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Quotes what would break a cell, and defuses text Excel would run as a formula. */
export const toCsvCell = (value: unknown): string => {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The whole file from its rows, the header row first. */
export const csvText = (rows: readonly (readonly unknown[])[]): string =>
  `${BOM}${rows.map((cells) => cells.map(toCsvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;

export const downloadCsv = (name: string, header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  downloadCSV(csvText([header, ...rows]), name);

/** A column of a list's CSV: its Russian header and how a record gives its cell. */
export type CsvColumn<T> = [header: string, cell: (record: T) => unknown];

export const toCsv = <T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string =>
  csvText([columns.map(([header]) => header), ...records.map((r) => columns.map(([, cell]) => cell(r)))]);

export const csvExporter =
  <T extends RaRecord>(fileName: string, columns: readonly CsvColumn<T>[]): Exporter<T> =>
  (records) =>
    downloadCSV(toCsv(columns, records), fileName);

export const yesNo = (value: unknown) => (value ? 'Да' : 'Нет');
export const fullName = (user?: { firstName?: string; lastName?: string } | null) =>
  user ? `${user.lastName ?? ''} ${user.firstName ?? ''}`.trim() : '';
