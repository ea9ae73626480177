/**
 * CSV that Excel in a Russian locale opens as it is: ';' between cells, UTF-8 with a BOM so that
 * the Cyrillic stays intact, CRLF, and text Excel would run as a formula defused. The server's
 * list exports (server/modules/exports) and the browser's small files both write through here.
 */
export const CSV_SEPARATOR = ';';

import { zoneFormatter } from './zoneFormat';
export const CSV_BOM = '\uFEFF';

/** Quotes what would break a cell, and defuses text Excel would run as a formula. */
const FORMULA = /^[=+\-@\t\r]/;
/** A quote, the separator, a line break, or white space at either end. */
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;
export const toCsvCell = (value: unknown): string => {
  if (value == null || value === '') return '';
  // An id or a count: nothing to quote or defuse (a list's export writes one in every row).
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A cell as it was before toCsvCell defused it: an apostrophe before `=`, `+`, `-` or `@` dropped
 * (the upload reads a list's export so, e.g. a negative longitude `'-73.5`).
 */
export const undefusedCell = (text: string) => {
  if (text.charCodeAt(0) !== 39 || text.length < 2) return text;
  const c = text[1];
  return c === '=' || c === '+' || c === '-' || c === '@' ? text.slice(1) : text;
};

export const toCsvLine = (cells: readonly unknown[]) => {
  // A loop, not map and join: an export writes a line per row (two arrays fewer each).
  let line = cells.length > 0 ? toCsvCell(cells[0]) : '';
  for (let i = 1; i < cells.length; i++) line += CSV_SEPARATOR + toCsvCell(cells[i]);
  return `${line}\r\n`;
};

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

const pad = (n: number) => String(n).padStart(2, '0');
const HOUR = 3_600_000;
/** The farthest instant from 1970 a Date holds (ms). */
const MAX_TIME = 8.64e15;

/**
 * Intl's formatToParts costs microseconds a call, and an export formats every date of every row;
 * so the zone's offset is read from Intl once per hour of time (the same all hour unless the zone
 * changes its offset within that hour, then each date in it asks Intl), the rest is arithmetic.
 */
export const csvDates = (timeZone: string): CsvDates => {
  const format = zoneFormatter('ru-RU', timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const intlParts = (ms: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    return { date: `${p.day}.${p.month}.${p.year}`, time: `${p.hour}:${p.minute}` };
  };
  /** The zone's offset (ms) at an instant, to the minute, from Intl. */
  const offsetAt = (ms: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
    const minute = Math.floor(ms / 60_000) * 60_000;
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - minute;
  };
  // Hour of time → the offset all through it, or null when it changes within that hour.
  const offsets = new Map<number, number | null>();
  /**
   * Minute of time → its date and its date and time: an export's rows share their minutes (a
   * list's planned times, a page of one day), and a string built once is read from here after.
   * Only minutes of an hour with one offset (their text depends on the minute alone).
   */
  const minutes = new Map<number, { date: string; dateTime: string }>();
  const parts = (ms: number) => {
    const minute = Math.floor(ms / 60_000);
    const known = minutes.get(minute);
    if (known) return known;
    const hour = Math.floor(ms / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * HOUR);
      offset = start === offsetAt(hour * HOUR + HOUR - 1) ? start : null;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(hour, offset);
    }
    if (offset === null) {
      const { date, time } = intlParts(ms);
      return { date, dateTime: `${date} ${time}` };
    }
    const local = new Date(ms + offset);
    const date = `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
    const text = { date, dateTime: `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` };
    if (minutes.size > 100_000) minutes.clear();
    minutes.set(minute, text);
    return text;
  };
  /**
   * The instant a value names, as `new Date(...).getTime()` reads it (a number of seconds cut to
   * a whole millisecond within Date's range) without a Date; NaN for an empty or unreadable one.
   */
  const instant = (value: number | string | null | undefined) => {
    if (value == null || value === '') return Number.NaN;
    if (typeof value !== 'number') return Date.parse(value);
    const ms = value * 1000;
    return Math.abs(ms) <= MAX_TIME ? Math.trunc(ms) + 0 : Number.NaN;
  };
  return {
    date: (value) => {
      const ms = instant(value);
      return Number.isNaN(ms) ? '' : parts(ms).date;
    },
    dateTime: (value) => {
      const ms = instant(value);
      return Number.isNaN(ms) ? '' : parts(ms).dateTime;
    },
  };
};

/** A time zone name Intl knows, or the fallback. */
export const knownTimeZone = (name: unknown, fallback = 'Asia/Almaty'): string => {
  if (typeof name !== 'string' || name.length > 64) return fallback;
  try {
    zoneFormatter('ru-RU', name, {});
    return name;
  } catch {
    return fallback;
  }
};
