import { idRef, yup } from './common';
import { BULK_MAX_SESSIONS, SESSION_BULK_MESSAGES } from './sessionsBulk.messages';

export * from './sessionsBulk.messages';

/**
 * sessions-edit (issue 12 point 2): one action on many planned sessions at once, all or none,
 * POST /api/sessions/bulk/. The server answers a refusal with the reason of each refused row.
 *   move:     `date` (YYYY-MM-DD: each session to that day, its times kept) and/or `startTime` and
 *             `endTime` (HH:mm: each session keeps its day, gets those times), in `timeZone`;
 *   reassign: `consultant` and/or `spot` (the session takes the spot's city);
 *   delete:   nothing more.
 */
export const BULK_ACTIONS = ['move', 'reassign', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const optionalText = (pattern: RegExp, message: string) =>
  yup
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .matches(pattern, message)
    .nullable()
    .default(null);

export const sessionsBulkSchema = yup.object({
  ids: yup
    .array(idRef().required())
    .required(SESSION_BULK_MESSAGES.noSessions)
    .min(1, SESSION_BULK_MESSAGES.noSessions)
    .max(BULK_MAX_SESSIONS, SESSION_BULK_MESSAGES.tooMany)
    .test('distinct', SESSION_BULK_MESSAGES.sameTwice, (ids) => new Set(ids).size === (ids ?? []).length),
  action: yup
    .string()
    .required(SESSION_BULK_MESSAGES.unknownAction)
    .oneOf(BULK_ACTIONS, SESSION_BULK_MESSAGES.unknownAction),
  date: optionalText(DATE, SESSION_BULK_MESSAGES.invalidDate).test(
    'move-what',
    SESSION_BULK_MESSAGES.moveWhat,
    function (date) {
      const p = this.parent;
      return p.action !== 'move' || date != null || p.startTime != null || p.endTime != null;
    },
  ),
  startTime: optionalText(TIME, SESSION_BULK_MESSAGES.invalidTime).test(
    'both',
    SESSION_BULK_MESSAGES.bothTimes,
    function (start) {
      return (start == null) === (this.parent.endTime == null);
    },
  ),
  endTime: optionalText(TIME, SESSION_BULK_MESSAGES.invalidTime)
    .test('both', SESSION_BULK_MESSAGES.bothTimes, function (end) {
      return (end == null) === (this.parent.startTime == null);
    })
    .test('after', SESSION_BULK_MESSAGES.endBeforeStart, function (end) {
      const start = this.parent.startTime as string | null;
      return start == null || end == null || end > start;
    }),
  consultant: idRef().nullable().default(null),
  spot: idRef()
    .nullable()
    .default(null)
    .test('reassign-what', SESSION_BULK_MESSAGES.reassignWhat, function (spot) {
      return this.parent.action !== 'reassign' || spot != null || this.parent.consultant != null;
    }),
  timeZone: yup.string().max(64).nullable().default(null),
});
export type SessionsBulkInput = yup.InferType<typeof sessionsBulkSchema>;

/** What the server answers when some rows are refused: each refused session's reason. */
export interface SessionsBulkRefusal {
  message: string;
  rows: Record<string, string>;
}
