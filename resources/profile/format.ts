import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** 'DD MMMM, YYYY HH:mm' (part 1 §9 "Date display"). */
export const formatDateTime = (value: number | string | null | undefined, locale: string) =>
  value == null
    ? ''
    : dayjs(typeof value === 'number' ? value * 1000 : value)
        .locale(locale)
        .format('DD MMMM, YYYY HH:mm');

/**
 * A day without time, for birth dates (stored as epoch seconds at midnight UTC): DD.MM.YYYY as
 * every screen writes a day, read in UTC so that no time zone moves it to the day before.
 */
export const formatDay = (seconds: number | null | undefined) =>
  seconds == null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10).split('-').reverse().join('.');

export const personName = (p: {
  lastName?: string | null;
  firstName?: string | null;
  midName?: string | null;
}) => [p.lastName, p.firstName, p.midName].filter(Boolean).join(' ');
