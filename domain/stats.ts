import { perHour } from './kpis';
import { zoneFormatter } from './zoneFormat';

/**
 * The statistics (part 1 §3 "Statistics fields", issue 24 point 3): one definition of each figure,
 * read by the activity page, the GraphQL `stat`, `statSeries` and `stats`, and the dashboard's
 * widgets; docs/statistics.md and the in-app page /statistics say the same in words.
 *
 * Counted from the stored sessions and contact events (the field API, docs/field-api.md):
 *   session         held sessions: STARTED or COMPLETED (a CORRUPTED, MISSED, PLANNED or DELETED
 *                   one is not held, and neither are its contacts)
 *   workTime        hours worked in the held sessions, to one decimal: start to stop; a running
 *                   session (STARTED, not stopped) to now, but not past its planned end
 *   contact         contacts of the held sessions
 *   effConcatsFact  effective contacts: with a registration or an exchange
 *   ifnConcatsFact  informational contacts: neither effective nor denied
 *   reg, swap, compliment   contacts with a registration, an exchange, a compliment
 *   ifnConcatsPlan  the activity's contactCountPerHour × its workTime, rounded (null without a plan)
 *   effConcatsPlan  the activity's effectiveContactsPerHour × its workTime, rounded
 * A session and all its contacts count on the session's day: the local date of its planned start
 * in STATS_TIME_ZONE. Over several activities a plan is the sum of each activity's plan.
 */
export const STAT_FIELDS = [
  'workTime',
  'ifnConcatsFact',
  'ifnConcatsPlan',
  'effConcatsFact',
  'effConcatsPlan',
  'reg',
  'swap',
  'compliment',
  'session',
  'contact',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export const isStatField = (value: unknown): value is StatField =>
  typeof value === 'string' && (STAT_FIELDS as readonly string[]).includes(value);

/** The day a session counts on. */
export const STATS_TIME_ZONE = 'Asia/Almaty';
/** The longest span one statistics request may cover, in days. */
export const STATS_MAX_DAYS = 366;

/** What the aggregates hold for one activity (and day): counts, and the work in seconds. */
export interface StatCounts {
  sessions: number;
  workSeconds: number;
  contacts: number;
  effective: number;
  informational: number;
  reg: number;
  swap: number;
  compliment: number;
}

/** An activity's plan per hour (its contactCountPerHour and effectiveContactsPerHour). */
export interface StatPlan {
  contactCountPerHour: number | null;
  effectiveContactsPerHour: number | null;
}

export type Stats = Record<StatField, number | null>;

/** Seconds worked as the hours the figures show: to one decimal. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** A plan from a per-hour figure and the hours worked; null without a per-hour figure. */
export const planOf = (perHourPlan: number | null | undefined, hours: number) =>
  perHourPlan == null ? null : Math.round(perHourPlan * hours);

const addPlan = (a: number | null, b: number | null) => (a == null ? b : b == null ? a : a + b);

/** The figures of some activities' counts, each activity's plan from its own hours. */
export const statsOf = (parts: readonly { counts: StatCounts; plan: StatPlan }[]): Stats => {
  let seconds = 0;
  let ifnPlan: number | null = null;
  let effPlan: number | null = null;
  const sum = { sessions: 0, contacts: 0, effective: 0, informational: 0, reg: 0, swap: 0, compliment: 0 };
  for (const { counts, plan } of parts) {
    seconds += counts.workSeconds;
    const hours = hoursOf(counts.workSeconds);
    ifnPlan = addPlan(ifnPlan, planOf(plan.contactCountPerHour, hours));
    effPlan = addPlan(effPlan, planOf(plan.effectiveContactsPerHour, hours));
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += counts[key];
  }
  return {
    workTime: hoursOf(seconds),
    ifnConcatsFact: sum.informational,
    ifnConcatsPlan: ifnPlan,
    effConcatsFact: sum.effective,
    effConcatsPlan: effPlan,
    reg: sum.reg,
    swap: sum.swap,
    compliment: sum.compliment,
    session: sum.sessions,
    contact: sum.contacts,
  };
};

/** Contacts and effective contacts per hour worked, as the activity's per-hour plan reads them. */
export const perHourFacts = (stats: Pick<Stats, 'contact' | 'effConcatsFact' | 'workTime'>) => ({
  contactsPerHour: perHour(stats.contact ?? 0, stats.workTime ?? 0),
  effectivePerHour: perHour(stats.effConcatsFact ?? 0, stats.workTime ?? 0),
});

/**
 * A statistics time key as the server takes it (part 1 §5 "Statistics time keys of 13 digits are
 * divided by 1000"): epoch seconds, or milliseconds when it has 13 digits; null when not a key.
 */
export const timeKeySeconds = (key: string | number | null | undefined): number | null => {
  if (key == null) return null;
  const text = String(key).trim();
  if (!/^\d{1,13}$/.test(text)) return null;
  const n = Number(text);
  return text.length === 13 ? Math.floor(n / 1000) : n;
};

/** The address of the definitions page the widgets link to. */
export const STATS_DEFINITIONS_PATH = '/statistics';

/** A moment's day (YYYY-MM-DD) in STATS_TIME_ZONE. */
export const statsDay = (at: Date | number = Date.now()) =>
  zoneFormatter('en-CA', STATS_TIME_ZONE, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The Russian messages of a refused statistics request, by field (the server answers them). */
export const STATS_MESSAGES = {
  required: 'Это обязательное поле',
  badTime: 'Укажите дату (ГГГГ-ММ-ДД) или время в секундах (13 цифр: в миллисекундах)',
  badId: 'Неверный идентификатор',
  order: 'Конец периода раньше начала',
  tooLong: `Период не длиннее ${STATS_MAX_DAYS} дней`,
  unknownField: 'Неизвестный показатель',
} as const;

/** The offset of STATS_TIME_ZONE from UTC at a moment, in milliseconds. */
const zoneOffset = (at: number) => {
  const name = zoneFormatter('en-US', STATS_TIME_ZONE, { timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600000 + Number(m[3]) * 60000) : 0;
};

/** The start of a day (YYYY-MM-DD in STATS_TIME_ZONE) as epoch seconds. */
export const dayStartSeconds = (day: string) => {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return Math.floor((utc - zoneOffset(utc - zoneOffset(utc))) / 1000);
};
