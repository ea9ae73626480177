import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { CSV_SEPARATOR, toCsvCell } from '../devices/exporter';

const BOM = '\uFEFF';

/** A column of a list's CSV: its Russian header and how a record gives its cell. */
export type CsvColumn<T> = [header: string, cell: (record: T) => unknown];

/** CSV that Excel in a Russian locale opens as is: ';' between cells, UTF-8 with a BOM, CRLF. */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string => {
  const rows = [columns.map(([header]) => header), ...records.map((r) => columns.map(([, cell]) => cell(r)))];
  return `${BOM}${rows.map((cells) => cells.map(toCsvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
};

export const csvExporter =
  <T extends RaRecord>(fileName: string, columns: readonly CsvColumn<T>[]): Exporter<T> =>
  (records) =>
    downloadCSV(toCsv(columns, records), fileName);

export const yesNo = (value: unknown) => (value ? 'Да' : 'Нет');
export const fullName = (user?: { firstName?: string; lastName?: string } | null) =>
  user ? `${user.lastName ?? ''} ${user.firstName ?? ''}`.trim() : '';
