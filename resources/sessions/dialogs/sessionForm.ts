import { yupResolver } from '@hookform/resolvers/yup';
import dayjs from 'dayjs';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { MESSAGES } from '../../../domain/messages';
import {
  DEFAULT_END,
  DEFAULT_START,
  MAX_DAYS_AT_ONCE,
  SESSION_MESSAGES,
} from '../../../domain/validation/sessions';

/**
 * What the session dialogs share: their form values (a day as YYYY-MM-DD, times as HH:mm in the
 * browser's zone) turned into the REST bodies of part 1 §7 (epoch seconds, *Str as ISO), checked
 * by the shared yup schema of that body, and the errors of either (the schema's, the server's)
 * put under the form's own fields.
 */

/** A day and a time of day in the browser's zone as epoch seconds (NaN when either is missing). */
export const toSeconds = (day: string | undefined, time: string | undefined) => {
  if (!day || !time || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return Number.NaN;
  const moment = dayjs(`${day}T${time}`);
  return moment.isValid() ? moment.unix() : Number.NaN;
};
export const dayOf = (seconds: number) => dayjs.unix(seconds).format('YYYY-MM-DD');
export const timeOf = (seconds: number) => dayjs.unix(seconds).format('HH:mm');
export const momentOf = (seconds: number | null) =>
  seconds == null ? '' : dayjs.unix(seconds).format('YYYY-MM-DDTHH:mm');

/** The days from `from` through `to`, inclusive (one past the limit at most, for the schema to refuse). */
export const daysFrom = (from: string, to: string | undefined): string[] => {
  const first = dayjs(from);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !first.isValid()) return [];
  const last = to && /^\d{4}-\d{2}-\d{2}$/.test(to) && dayjs(to).isValid() ? dayjs(to) : first;
  const days: string[] = [];
  for (let d = first; !d.isAfter(last, 'day') && days.length <= MAX_DAYS_AT_ONCE; d = d.add(1, 'day'))
    days.push(d.format('YYYY-MM-DD'));
  return days;
};

const id = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const finite = (n: number) => (Number.isFinite(n) ? n : undefined);

/** The new-session form: who, where, which days (one session a day) and the hours of each. */
export interface CreateValues {
  coordinator?: string;
  consultant?: string;
  activity?: string;
  city?: string;
  region?: string;
  spot?: string;
  dateFrom?: string;
  dateTo?: string;
  plannedStartTime?: string;
  plannedEndTime?: string;
  hourCount?: number | string | null;
}

export const createDefaults = (day: string, extra: Partial<CreateValues> = {}): CreateValues => ({
  dateFrom: day,
  dateTo: day,
  plannedStartTime: DEFAULT_START,
  plannedEndTime: DEFAULT_END,
  ...extra,
});

/** POST /api/session/'s body: the first day's times on top, every day in `days`. */
export const createBody = (v: CreateValues) => {
  const days = daysFrom(v.dateFrom ?? '', v.dateTo || v.dateFrom).map((day) => ({
    plannedStartTime: finite(toSeconds(day, v.plannedStartTime)),
    plannedEndTime: finite(toSeconds(day, v.plannedEndTime)),
  }));
  return {
    consultant: id(v.consultant),
    activity: id(v.activity),
    spot: id(v.spot),
    city: id(v.city),
    region: id(v.region) ?? null,
    plannedStartTime: days[0]?.plannedStartTime,
    plannedEndTime: days[0]?.plannedEndTime,
    hourCount: v.hourCount === '' || v.hourCount == null ? undefined : Number(v.hourCount),
    days,
  };
};

/** Which form field shows a body field's (or the server's) message in the new-session dialog. */
export const createField = (key: string) => {
  if (key === 'days' || key.startsWith('days.'))
    return key.endsWith('plannedEndTime') ? 'plannedEndTime' : 'dateFrom';
  if (key === 'region') return 'city';
  return key;
};

/** The planned-session edit form: one day, its hours, where. */
export interface PlanValues {
  activity?: string;
  city?: string;
  spot?: string;
  date?: string;
  plannedStartTime?: string;
  plannedEndTime?: string;
}

export const planBody = (v: PlanValues) => ({
  activity: id(v.activity),
  spot: id(v.spot),
  city: id(v.city),
  plannedStartTime: finite(toSeconds(v.date, v.plannedStartTime)),
  plannedEndTime: finite(toSeconds(v.date, v.plannedEndTime)),
});

/** The past-session form: where, and the actual start and stop (YYYY-MM-DDTHH:mm). */
export interface PastValues {
  city?: string;
  spot?: string;
  startTime?: string;
  stopTime?: string;
}

const iso = (moment: string | undefined) => {
  if (!moment) return null;
  const d = dayjs(moment);
  return d.isValid() && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(moment) ? d.toISOString() : moment;
};

/** PATCH's past form: both the seconds and the ISO text (*Str) of each moment. */
export const pastBody = (v: PastValues) => {
  const startTimeStr = iso(v.startTime);
  const stopTimeStr = iso(v.stopTime);
  const seconds = (text: string | null) =>
    text && !Number.isNaN(Date.parse(text)) ? Math.floor(Date.parse(text) / 1000) : null;
  return {
    spot: id(v.spot),
    city: id(v.city),
    startTime: seconds(startTimeStr),
    stopTime: seconds(stopTimeStr),
    startTimeStr: startTimeStr ?? '',
    stopTimeStr,
  };
};

export const pastField = (key: string) => key.replace(/Str$/, '');

/** Each message of a resolver's (nested) errors with its dotted path (days.1.plannedStartTime). */
const flatMessages = (node: unknown, path: string, out: [string, string][] = []): [string, string][] => {
  if (!node || typeof node !== 'object') return out;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string' && message) out.push([path, message]);
  for (const [key, child] of Object.entries(node))
    if (key !== 'ref' && key !== 'message' && key !== 'type' && child && typeof child === 'object')
      flatMessages(child, path ? `${path}.${key}` : key, out);
  return out;
};

/**
 * A form resolver that checks the body the form will send with the shared schema of that body,
 * and puts each message under the form field `fieldOf` names. `formChecks` add what only the
 * form knows (a day that is required before there is a body at all).
 */
export const bodyResolver =
  <V extends FieldValues>(
    schema: ObjectSchema<AnyObject>,
    toBody: (values: V) => Record<string, unknown>,
    fieldOf: (key: string) => string,
    formChecks: (values: V) => Record<string, string> = () => ({}),
  ): Resolver<V> =>
  async (values, context, options) => {
    const checked = await yupResolver(schema)(toBody(values) as never, context, options as never);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(formChecks(values)))
      errors[field] = { type: 'form', message };
    for (const [path, message] of flatMessages(checked.errors ?? {}, '')) {
      const field = fieldOf(path);
      if (!errors[field]) errors[field] = { type: 'schema', message };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as unknown as FieldErrors<V> }
      : { values, errors: {} };
  };

/** The new-session form's own checks: a first day, and a last day not before it. */
export const createChecks = (v: CreateValues): Record<string, string> => {
  if (!v.dateFrom) return { dateFrom: MESSAGES.required };
  if (v.dateTo && v.dateTo < v.dateFrom) return { dateTo: SESSION_MESSAGES.endBeforeStart };
  return {};
};
