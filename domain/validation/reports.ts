import { array, object, string } from 'yup';
import { MESSAGES } from '../messages';
import { REPORT_TYPES, type ReportType } from '../uploads';
import { idRef } from './common';
import { REPORT_MESSAGES } from './reports.messages';

export * from './reports.messages';

export const REPORT_NAMES = Object.keys(REPORT_TYPES) as ReportType[];

/** The most ids one filter list may carry: more than every region, agency or city there is. */
export const REPORT_LIST_MAX = 1000;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export const isReportDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const reportDate = () =>
  string()
    .strict()
    .required(MESSAGES.required)
    .test('date', REPORT_MESSAGES.dateFormat, (v) => v == null || isReportDate(v));

/** A filter list of record ids; absent (or empty) means every one (part 2 §5 "Report filters"). */
const idList = () =>
  array()
    .of(idRef().required(MESSAGES.required))
    .max(REPORT_LIST_MAX, MESSAGES.tooManyItems(REPORT_LIST_MAX))
    .optional();

/**
 * POST /api/reports/run/ (part 2 §7 "Reports"): the report, its date range, and its filters:
 * `agencies` and `units` (cities) at the top as the spec's payload names them, regions and
 * activities in `params`.
 */
export const reportRunSchema = object({
  report: string()
    .strict()
    .required(MESSAGES.required)
    .oneOf(REPORT_NAMES as string[], REPORT_MESSAGES.unknownReport),
  date_start: reportDate(),
  date_end: reportDate().test('order', REPORT_MESSAGES.dateOrder, function (end) {
    const start = this.parent.date_start;
    return !isReportDate(start) || !isReportDate(end) || start <= end;
  }),
  agencies: idList(),
  units: idList(),
  params: object({
    regions: idList(),
    activities: idList(),
  })
    .nullable()
    .default({}),
});

export type ReportRunInput = {
  report: ReportType;
  date_start: string;
  date_end: string;
  agencies?: number[];
  units?: number[];
  params?: { regions?: number[]; activities?: number[] } | null;
};
