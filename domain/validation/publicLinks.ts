import { object, string } from 'yup';
import { knownTimeZone } from '../csv';
import { MESSAGES } from '../messages';
import { PUBLIC_LINK_KINDS, PUBLIC_LINK_MAX_DAYS, type PublicLinkKind } from '../publicLinks';
import { zoneFormatter } from '../zoneFormat';
import { idRef } from './common';
import { PUBLIC_LINK_MESSAGES } from './publicLinks.messages';
import { isReportDate } from './reports';

export * from './publicLinks.messages';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Today (YYYY-MM-DD) on a wall clock in a time zone. */
export const todayIn = (timeZone: string, now = new Date()) =>
  zoneFormatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const day = () =>
  string()
    .strict()
    .required(MESSAGES.required)
    .test('date', PUBLIC_LINK_MESSAGES.dateFormat, (v) => v == null || isReportDate(v));

/**
 * POST /api/public-links/ (HQ): a link to one object (an activity for `kpi`) for the days dateFrom
 * to dateTo, both included, as the wall clock of `timeZone` (the creator's browser) counts them;
 * with `expiresOn`, the link works through the end of that day.
 */
export const publicLinkCreateSchema = object({
  kind: string()
    .strict()
    .required(MESSAGES.required)
    .oneOf(PUBLIC_LINK_KINDS as readonly string[], PUBLIC_LINK_MESSAGES.unknownKind),
  objectId: idRef().required(MESSAGES.required),
  dateFrom: day(),
  dateTo: day()
    .test('order', PUBLIC_LINK_MESSAGES.dateOrder, function order(to) {
      const from = this.parent.dateFrom;
      return !isReportDate(from) || !isReportDate(to) || from <= to;
    })
    .test('length', PUBLIC_LINK_MESSAGES.periodTooLong, function length(to) {
      const from = this.parent.dateFrom;
      return (
        !isReportDate(from) || !isReportDate(to) || dayNumber(to) - dayNumber(from) < PUBLIC_LINK_MAX_DAYS
      );
    }),
  expiresOn: string()
    .strict()
    .nullable()
    .default(null)
    .test('date', PUBLIC_LINK_MESSAGES.dateFormat, (v) => v == null || isReportDate(v))
    .test('future', PUBLIC_LINK_MESSAGES.expiryPast, function future(v) {
      return v == null || !isReportDate(v) || v >= todayIn(knownTimeZone(this.parent.timeZone));
    }),
  timeZone: string().strict().max(64).nullable().default(null),
});

export interface PublicLinkCreateInput {
  kind: PublicLinkKind;
  objectId: number;
  dateFrom: string;
  dateTo: string;
  expiresOn: string | null;
  timeZone: string | null;
}
