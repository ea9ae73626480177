import type { ReportType } from '../../../domain/uploads';

/** The special value of a region, agency or city select that clears its selection (part 2 §4). */
export const DROP_ALL = '__all__';

/**
 * A multi-select's new value: the drop-all value clears it, and an id chosen twice counts
 * once (part 2 §4 "Report form (data matrix)").
 */
export const normaliseSelection = (values: readonly (string | number)[]): number[] =>
  values.includes(DROP_ALL) ? [] : [...new Set(values.map(Number).filter((v) => Number.isInteger(v)))];

/** What a report form holds. */
export interface ReportFormValues {
  dateStart: string;
  dateEnd: string;
  regions: number[];
  agencies: number[];
  cities: number[];
  activities?: number[];
}

/** A date the server takes: YYYY-MM-DD (part 2 §9). */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Both dates given and the start not after the end. */
export const datesReady = ({ dateStart, dateEnd }: Pick<ReportFormValues, 'dateStart' | 'dateEnd'>) =>
  isDay(dateStart) && isDay(dateEnd) && dateStart <= dateEnd;

/**
 * POST /api/reports/run/'s body (part 2 §7): agencies and units (cities) at the top, regions
 * and activities in params; every empty list left out (part 2 §5 "Report filters").
 */
export const reportRequest = (report: ReportType, values: ReportFormValues) => {
  const given = (ids: number[] | undefined) => (ids?.length ? ids : undefined);
  const params = { regions: given(values.regions), activities: given(values.activities) };
  const hasParams = Object.values(params).some(Boolean);
  return JSON.parse(
    JSON.stringify({
      report,
      date_start: values.dateStart,
      date_end: values.dateEnd,
      agencies: given(values.agencies),
      units: given(values.cities),
      params: hasParams ? params : undefined,
    }),
  ) as Record<string, unknown>;
};
