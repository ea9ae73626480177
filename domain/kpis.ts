/**
 * A KPI's fact (part 1 §3 Activity `kpis {apkId}` against the "Statistics fields"): its apkId
 * names one of the statistics server/modules/activities/stats.ts counts, and a `PerHour` ending
 * makes it that statistic per hour worked (`contactPerHour`: contacts ÷ hours worked), the way
 * the activity's own contactCountPerHour and effectiveContactsPerHour are meant. A KPI saved with
 * a bare apkId and a title that says per hour («Контакты в час», "Contacts per hour") is per hour
 * too. Any other apkId has no fact yet.
 */

/** The statistics as the activity page reads them (server/modules/activities/stats.ts). */
export interface KpiStats {
  session: number;
  workTime: number;
  contact: number;
  effConcatsFact: number;
  ifnConcatsFact: number;
  reg: number;
  swap: number;
  compliment: number;
}

/** apkId (without `PerHour`) → the statistic it counts. */
export const KPI_STATS = {
  contact: 'contact',
  effective: 'effConcatsFact',
  informational: 'ifnConcatsFact',
  reg: 'reg',
  swap: 'swap',
  compliment: 'compliment',
  session: 'session',
  workTime: 'workTime',
} as const satisfies Record<string, keyof KpiStats>;

const PER_HOUR_SUFFIX = 'PerHour';
/** «в час», «/ч», "per hour", "/h", "an hour" in a title. */
const PER_HOUR_TITLE = /(в\s+час|\/\s*ч(ас)?|per\s+hour|an\s+hour|\/\s*h(our)?)(?!\p{L})/iu;

/** A figure per hour worked, to one decimal; 0 before any hour is worked. */
export const perHour = (n: number, hours: number) => (hours > 0 ? Math.round((n / hours) * 10) / 10 : 0);

/** How a KPI is counted: which statistic, and whether per hour; null when its apkId names none. */
export const kpiMeasure = (kpi: { apkId: string | null; title: string }) => {
  if (!kpi.apkId) return null;
  const suffixed = kpi.apkId.endsWith(PER_HOUR_SUFFIX);
  const key = suffixed ? kpi.apkId.slice(0, -PER_HOUR_SUFFIX.length) : kpi.apkId;
  if (!Object.hasOwn(KPI_STATS, key)) return null;
  const stat = KPI_STATS[key as keyof typeof KPI_STATS];
  // The title speaks for contacts and their kinds only: «Часы работы в час» means nothing.
  const countable = stat !== 'workTime' && stat !== 'session';
  return { stat, perHour: suffixed || (countable && PER_HOUR_TITLE.test(kpi.title)) };
};

/** A KPI's fact from the statistics, or null when it has none. */
export const kpiFact = (kpi: { apkId: string | null; title: string }, stats: KpiStats): number | null => {
  const measure = kpiMeasure(kpi);
  if (!measure) return null;
  const total = stats[measure.stat];
  return measure.perHour ? perHour(total, stats.workTime) : total;
};
