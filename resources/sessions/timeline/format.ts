import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** 'D MMMM, ddd' (part 1 §9: session dates in the panel). */
export const sessionDay = (seconds: number | null | undefined, locale: string) =>
  seconds == null
    ? ''
    : dayjs(seconds * 1000)
        .locale(locale)
        .format('D MMMM, ddd');

export const clock = (seconds: number | null | undefined) =>
  seconds == null ? '' : dayjs(seconds * 1000).format('HH:mm');

export const clockSeconds = (seconds: number | null | undefined) =>
  seconds == null ? '' : dayjs(seconds * 1000).format('HH:mm:ss');

/** 'DD MMMM, YYYY HH:mm' (part 1 §9 "Date display"). */
export const dateTime = (seconds: number | null | undefined, locale: string) =>
  seconds == null
    ? ''
    : dayjs(seconds * 1000)
        .locale(locale)
        .format('DD MMMM, YYYY HH:mm');

export const span = (from: number | null | undefined, to: number | null | undefined) =>
  from == null ? '' : `${clock(from)}–${to == null ? '…' : clock(to)}`;

/** Hours with at most two decimals, in the reader's number format. */
export const hoursText = (hours: number | null | undefined, locale: string) =>
  hours == null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
