import { downloadCSV } from 'react-admin';
import { CSV_SEPARATOR, toCsvCell } from './devices/exporter';

/**
 * A CSV Excel opens as it is in a Russian locale: ';' between cells, a UTF-8 BOM so that the
 * Cyrillic stays intact, formula-looking text defused (devices/exporter.ts toCsvCell).
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string => {
  const lines = [header, ...rows].map((cells) => cells.map(toCsvCell).join(CSV_SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

export const downloadCsv = (name: string, header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  downloadCSV(toCsv(header, rows), name);

/** Yes/no cells. */
export const yesNo = (value: unknown) => (value ? 'да' : 'нет');
