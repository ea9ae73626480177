import type { Db } from '../index';

/** The transaction every seed part writes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const day = 24 * 3600 * 1000;
/** A moment relative to today, at the given hour (local time). */
export const at = (daysFromToday: number, hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return new Date(d.getTime() + daysFromToday * day);
};
