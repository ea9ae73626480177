import { MESSAGES } from '../messages';
import { idRef, yup } from './common';
import { MAX_DAYS_AT_ONCE, MAX_SESSION_HOURS, SESSION_MESSAGES } from './sessions.messages';

export * from './sessions.messages';

/**
 * Sessions (part 1 §3 "Session form fields", §4 "Session statuses", §5 "Sessions", §7 REST):
 * one schema per dialog, used by the dialogs and by the server routes. Times travel as epoch
 * seconds (§7 "session (times converted, hourCount default)"); *Str as ISO 8601 text.
 */

export const SESSION_STATUSES = [
  'PLANNED',
  'STARTED',
  'COMPLETED',
  'MISSED',
  'CORRUPTED',
  'DELETED',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The session list's default filter (§4); the calendar shows every status but DELETED. */
export const DEFAULT_LIST_STATUSES: readonly SessionStatus[] = ['PLANNED', 'STARTED', 'COMPLETED'];

/** Statuses a session is live in: the ones a consultant's sessions may not overlap in. */
export const LIVE_STATUSES: readonly SessionStatus[] = ['PLANNED', 'STARTED', 'COMPLETED'];

/** §5 and §9: a new session runs 16:00 to 20:00 on the chosen day; hourCount 4 when absent. */
export const DEFAULT_START = '16:00';
export const DEFAULT_END = '20:00';
export const DEFAULT_HOUR_COUNT = 4;

/** A moment as epoch seconds (the REST body); the form converts its date and time inputs. */
const moment = () =>
  yup
    .number()
    .typeError(SESSION_MESSAGES.invalidTime)
    .integer(SESSION_MESSAGES.invalidTime)
    .min(946_684_800, SESSION_MESSAGES.invalidTime) // 2000-01-01
    .max(4_102_444_800, SESSION_MESSAGES.invalidTime); // 2100-01-01

const endAfterStart = (startField: string) =>
  ({
    name: 'end-after-start',
    message: SESSION_MESSAGES.endBeforeStart,
    test(this: yup.TestContext, end: number | null | undefined) {
      const start = this.parent[startField] as number | null | undefined;
      return start == null || end == null || end > start;
    },
  }) as const;

const notTooLong = (startField: string) =>
  ({
    name: 'not-too-long',
    message: SESSION_MESSAGES.tooLong,
    test(this: yup.TestContext, end: number | null | undefined) {
      const start = this.parent[startField] as number | null | undefined;
      return start == null || end == null || end - start <= MAX_SESSION_HOURS * 3600;
    },
  }) as const;

const plannedTimes = () => ({
  plannedStartTime: moment().required(MESSAGES.required),
  plannedEndTime: moment()
    .required(MESSAGES.required)
    .test(endAfterStart('plannedStartTime'))
    .test(notTooLong('plannedStartTime')),
});

/**
 * New session, POST /api/session/: §7's fields (consultant, activity, spot, city, plannedStartTime,
 * plannedEndTime), region as the dialog shows it, hourCount (4 when absent). Several days at once:
 * `days`, one { plannedStartTime, plannedEndTime } a day, each made a session, all or none; when
 * given, the top-level times are those of its first day.
 */
export const sessionCreateSchema = yup.object({
  consultant: idRef().required(MESSAGES.required),
  activity: idRef().required(MESSAGES.required),
  spot: idRef().required(MESSAGES.required),
  city: idRef().required(MESSAGES.required),
  region: idRef().nullable().default(null),
  ...plannedTimes(),
  hourCount: yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(MESSAGES.mustBeNumber)
    .min(1, MESSAGES.mustBeNumber)
    .max(MAX_SESSION_HOURS, MESSAGES.mustBeNumber)
    .nullable()
    .transform((v, orig) => (orig === '' || orig == null ? undefined : v))
    .default(DEFAULT_HOUR_COUNT),
  days: yup
    .array(yup.object(plannedTimes()).required())
    .max(MAX_DAYS_AT_ONCE, SESSION_MESSAGES.tooManyDays)
    .test('distinct-days', SESSION_MESSAGES.sameDayTwice, (days) => {
      const starts = (days ?? []).map((d) => d.plannedStartTime);
      return new Set(starts).size === starts.length;
    })
    .nullable()
    .default(null),
});
export type SessionCreateInput = yup.InferType<typeof sessionCreateSchema>;

/** Edit a planned session, PATCH /api/session/{id}/ (§3: activity, spot, times, city). */
export const sessionPlanSchema = yup.object({
  activity: idRef().required(MESSAGES.required),
  spot: idRef().required(MESSAGES.required),
  city: idRef().required(MESSAGES.required),
  ...plannedTimes(),
});
export type SessionPlanInput = yup.InferType<typeof sessionPlanSchema>;

/** A status change, PATCH /api/session/{id}/ { status }: deletion (DELETED) is the one a user makes. */
export const sessionStatusSchema = yup.object({
  status: yup
    .string()
    .required(MESSAGES.required)
    .oneOf(['DELETED'] as const, SESSION_MESSAGES.statusNotAllowed),
});
export type SessionStatusInput = yup.InferType<typeof sessionStatusSchema>;

/** An ISO 8601 moment (the *Str fields): its epoch seconds, or NaN when it is not one. */
export const isoSeconds = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return Number.NaN;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
};

/**
 * Edit a past session, PATCH /api/session/{id}/ (§3: spot, startTime, stopTime, startTimeStr,
 * stopTimeStr, city). The *Str fields, when sent, say the same moments as ISO text and win.
 */
export const sessionPastSchema = yup
  .object({
    spot: idRef().required(MESSAGES.required),
    city: idRef().required(MESSAGES.required),
    startTime: moment().nullable().default(null),
    stopTime: moment().nullable().default(null),
    startTimeStr: yup.string().max(40).nullable().default(null),
    stopTimeStr: yup.string().max(40).nullable().default(null),
  })
  .transform((value: Record<string, unknown>) => {
    const out = { ...value };
    for (const [str, seconds] of [
      ['startTimeStr', 'startTime'],
      ['stopTimeStr', 'stopTime'],
    ] as const) {
      const text = out[str];
      if (typeof text === 'string' && text !== '') {
        const parsed = isoSeconds(text);
        out[seconds] = Number.isNaN(parsed) ? 'invalid' : parsed;
      }
    }
    return out;
  })
  .shape({
    startTime: moment().required(MESSAGES.required),
    stopTime: moment()
      .nullable()
      .default(null)
      .test(endAfterStart('startTime'))
      .test(notTooLong('startTime')),
  });
export type SessionPastInput = yup.InferType<typeof sessionPastSchema>;

/** Which of the three PATCH forms a body is (§7): status, a past session's times, or the plan. */
export const patchKind = (body: unknown): 'status' | 'past' | 'plan' => {
  const b = (body ?? {}) as Record<string, unknown>;
  if ('status' in b) return 'status';
  if ('startTime' in b || 'stopTime' in b || 'startTimeStr' in b || 'stopTimeStr' in b) return 'past';
  return 'plan';
};
