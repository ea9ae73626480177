import type { Db } from '../index';

/** The transaction every seed part writes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** The demo's days and hours are Almaty's (Asia/Almaty, UTC+5 all year since March 2024). */
const ALMATY_OFFSET = 5 * HOUR;

/** A moment relative to today in Almaty, at the given Almaty hour (fractions are minutes). */
export const at = (daysFromToday: number, hour: number) => {
  const midnight = Math.floor((Date.now() + ALMATY_OFFSET) / DAY) * DAY - ALMATY_OFFSET;
  return new Date(midnight + daysFromToday * DAY + hour * HOUR);
};

/** A moment `minutes` from now (negative: ago), on a whole minute. */
export const fromNow = (minutes: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 + Math.round(minutes) * 60_000);

/** A team member's working hours: half the team works mornings (10–14), half afternoons (15–19). */
export const shiftOf = (memberIndex: number) =>
  memberIndex % 2 ? { start: 15, end: 19 } : { start: 10, end: 14 };
