/**
 * CSV that Excel in a Russian locale opens as it is: ';' between cells, UTF-8 with a BOM so that
 * the Cyrillic stays intact, CRLF, and text Excel would run as a formula defused. The server's
 * list exports (server/modules/exports) and the browser's small files both write through here.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** Quotes what would break a cell, and defuses text Excel would run as a formula. */
export const toCsvCell = (value: unknown): string => {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsvLine = (cells: readonly unknown[]) => `${cells.map(toCsvCell).join(CSV_SEPARATOR)}\r\n`;

/** The whole file from its rows, the header row first. */
export const csvText = (rows: readonly (readonly unknown[])[]): string =>
  `${CSV_BOM}${rows.map(toCsvLine).join('')}`;

export const yesNo = (value: unknown) => (value ? 'Да' : 'Нет');
export const fullName = (user?: { firstName?: string | null; lastName?: string | null } | null) =>
  user ? `${user.lastName ?? ''} ${user.firstName ?? ''}`.trim() : '';

/** Dates in the reader's time zone (the browser sends its own), as the lists show them. */
export interface CsvDates {
  /** Epoch seconds or an ISO string → 'DD.MM.YYYY'. */
  date: (value: number | string | null | undefined) => string;
  /** Epoch seconds or an ISO string → 'DD.MM.YYYY HH:mm'. */
  dateTime: (value: number | string | null | undefined) => string;
}

const toDate = (value: number | string) => new Date(typeof value === 'number' ? value * 1000 : value);

export const csvDates = (timeZone: string): CsvDates => {
  const format = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = (value: number | string) => {
    const p = Object.fromEntries(format.formatToParts(toDate(value)).map((x) => [x.type, x.value]));
    return { date: `${p.day}.${p.month}.${p.year}`, time: `${p.hour}:${p.minute}` };
  };
  const valid = (value: number | string | null | undefined): value is number | string =>
    value != null && value !== '' && !Number.isNaN(toDate(value).getTime());
  return {
    date: (value) => (valid(value) ? parts(value).date : ''),
    dateTime: (value) => {
      if (!valid(value)) return '';
      const { date, time } = parts(value);
      return `${date} ${time}`;
    },
  };
};

/** A time zone name Intl knows, or the fallback. */
export const knownTimeZone = (name: unknown, fallback = 'Asia/Almaty'): string => {
  if (typeof name !== 'string' || name.length > 64) return fallback;
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: name });
    return name;
  } catch {
    return fallback;
  }
};
