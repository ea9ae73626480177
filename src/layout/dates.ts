import { timeShift } from '../../dataProvider/http';

/** Now by the server's clock (part 1 §7: the Date header sets TIME_SHIFT). */
export const serverNow = () => Date.now() + timeShift();

/** Short weekday names as the product words them (dayjs's: 'пнд', 'втр'…), Sunday first. */
const WEEKDAYS: Record<string, readonly string[]> = {
  ru: ['вск', 'пнд', 'втр', 'срд', 'чтв', 'птн', 'сбт'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const monthNames = new Map<string, Intl.DateTimeFormat>();
/** The month's name as a date says it ('ноября' in Russian, the genitive; 'November'). */
const monthName = (date: Date, locale: string) => {
  let format = monthNames.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' });
    monthNames.set(locale, format);
  }
  return format.formatToParts(date).find((part) => part.type === 'month')?.value ?? '';
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in local time by a dayjs-style pattern of the tokens the first screen uses (D, DD, MM,
 * MMMM, YYYY, HH, mm, ddd): the header and the employee lists load with the app, so they do
 * without dayjs and its locales.
 */
export const formatDate = (time: number, format: string, locale: string) => {
  const date = new Date(time);
  return format.replace(/DD?|MMMM|MM|YYYY|HH|mm|ddd/g, (token) => {
    switch (token) {
      case 'D':
        return String(date.getDate());
      case 'DD':
        return two(date.getDate());
      case 'MM':
        return two(date.getMonth() + 1);
      case 'MMMM':
        return monthName(date, locale);
      case 'YYYY':
        return String(date.getFullYear());
      case 'HH':
        return two(date.getHours());
      case 'mm':
        return two(date.getMinutes());
      default:
        return (WEEKDAYS[locale] ?? WEEKDAYS.ru)[date.getDay()];
    }
  });
};

type DateLike = number | string | Date | null | undefined;
/** Epoch milliseconds of a Date, an epoch-ms number or a date text; NaN for none. */
const msOf = (value: DateLike) =>
  value == null || value === ''
    ? Number.NaN
    : value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : Date.parse(value);

/** A day as every screen writes it: DD.MM.YYYY in local time, whatever the language; '' for none. */
export const dayText = (value: DateLike) => {
  const ms = msOf(value);
  return Number.isNaN(ms) ? '' : formatDate(ms, 'DD.MM.YYYY', 'ru');
};

/** A moment as every screen writes it: DD.MM.YYYY HH:mm (24 h) in local time; '' for none. */
export const momentText = (value: DateLike) => {
  const ms = msOf(value);
  return Number.isNaN(ms) ? '' : formatDate(ms, 'DD.MM.YYYY HH:mm', 'ru');
};

/** A day with its weekday, the weekday named as the user panel names it: 'птн, 27.11.2026'. */
export const weekdayText = (value: DateLike, locale: string) => {
  const ms = msOf(value);
  return Number.isNaN(ms) ? '' : formatDate(ms, 'ddd, DD.MM.YYYY', locale);
};
