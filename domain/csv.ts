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
const DAY = 24 * HOUR;
const QUARTER_DAY = 6 * HOUR;
/** 'HH:mm' of each minute of a day. */
const TIMES = Array.from({ length: 24 * 60 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
/** The farthest instant from 1970 a Date holds (ms). */
const MAX_TIME = 8.64e15;

/**
 * Intl's formatToParts costs microseconds a call, and an export formats every date of every row;
 * so the zone's offset is read from Intl once per day of time (the same all day unless the zone
 * changes its offset that day; then once per hour, and each date of an hour with a change asks
 * Intl itself), the rest is arithmetic, and each day's text is built once.
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
  // Day of time (UTC) → the offset all through it, or null when it changes that day.
  const days = new Map<number, number | null>();
  /**
   * The offset at an instant when its hour has one, else null. Read by the day first: a list's
   * dates far apart (staff's registration and approval dates over years) cost two reads of Intl
   * an hour they fall in, and days with no change of offset (all but a few a year) need five.
   */
  const offsetOf = (ms: number) => {
    const day = Math.floor(ms / DAY);
    let whole = days.get(day);
    if (whole === undefined) {
      const start = offsetAt(day * DAY);
      whole =
        [1, 2, 3].every((q) => offsetAt(day * DAY + q * QUARTER_DAY) === start) &&
        offsetAt(day * DAY + DAY - 1) === start
          ? start
          : null;
      if (days.size > 50_000) days.clear();
      days.set(day, whole);
    }
    if (whole !== null) return whole;
    const hour = Math.floor(ms / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * HOUR);
      offset = start === offsetAt(hour * HOUR + HOUR - 1) ? start : null;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(hour, offset);
    }
    return offset;
  };
  // Local day (days since 1970 in the zone's own time) → its 'DD.MM.YYYY'.
  const dayTexts = new Map<number, string>();
  const dayText = (localDay: number) => {
    let text = dayTexts.get(localDay);
    if (text === undefined) {
      const d = new Date(localDay * DAY);
      text = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
      if (dayTexts.size > 50_000) dayTexts.clear();
      dayTexts.set(localDay, text);
    }
    return text;
  };
  /** An instant's date, and with `withTime` its time too, in the zone. */
  const text = (ms: number, withTime: boolean) => {
    const offset = offsetOf(ms);
    if (offset === null) {
      const { date, time } = intlParts(ms);
      return withTime ? `${date} ${time}` : date;
    }
    const local = ms + offset;
    const localDay = Math.floor(local / DAY);
    const date = dayText(localDay);
    return withTime ? `${date} ${TIMES[Math.floor((local - localDay * DAY) / 60_000)]}` : date;
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
      return Number.isNaN(ms) ? '' : text(ms, false);
    },
    dateTime: (value) => {
      const ms = instant(value);
      return Number.isNaN(ms) ? '' : text(ms, true);
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
