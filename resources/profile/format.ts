import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** 'DD MMMM, YYYY HH:mm' (part 1 §9 "Date display"). */
export const formatDateTime = (value: number | string | null | undefined, locale: string) =>
  value == null
    ? ''
    : dayjs(typeof value === 'number' ? value * 1000 : value)
        .locale(locale)
        .format('DD MMMM, YYYY HH:mm');

/** A day without time, for birth dates (stored as epoch seconds at midnight UTC). */
export const formatDay = (seconds: number | null | undefined, locale: string) =>
  seconds == null
    ? ''
    : dayjs(seconds * 1000)
        .locale(locale)
        .format('D MMMM YYYY');

export const personName = (p: {
  lastName?: string | null;
  firstName?: string | null;
  midName?: string | null;
}) => [p.lastName, p.firstName, p.midName].filter(Boolean).join(' ');
