import { MESSAGES } from '../messages';
import { flag, idList, optionalCount } from './catalogCommon';
import { idRef, optionalText, requiredText, yup } from './common';

/** Program limit periods (part 2 §5, §9) and their Russian labels. */
export const LIMIT_PERIODS = ['ALL_PERIOD', 'YEAR', 'MONTH', 'TWO_WEEKS', 'WEEK', 'DAY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = {
  ALL_PERIOD: 'за весь период',
  YEAR: 'в год',
  MONTH: 'в месяц',
  TWO_WEEKS: 'за две недели',
  WEEK: 'в неделю',
  DAY: 'в день',
};
export const PERIOD_MESSAGE = 'Выберите период из списка';
/** A program limits at most so many others (a list, not a bulk import). */
export const PROGRAM_LIMITS_MAX = 100;
export const PROGRAM_ID_TAKEN = 'Программа с таким ID уже существует';
export const PROGRAM_SELF_LIMIT = 'Программа не может ограничивать сама себя';

/** One limits entry of a program, as POST/PATCH /api/program/ carry it. */
export const programLimitSchema = yup.object({
  limitsInside: optionalCount(),
  limitsInsidePeriod: yup
    .string()
    .nullable()
    .test('period', PERIOD_MESSAGE, (v) => v == null || (LIMIT_PERIODS as readonly string[]).includes(v))
    .transform((v, orig) => (orig === '' ? null : v))
    .default(null),
  limitsOutside: idList(),
  consultant_limits: optionalCount(),
});
export type ProgramLimitInput = yup.InferType<typeof programLimitSchema>;

/**
 * The server's check of POST /api/program/ and PATCH /api/program/{id}/: a title and a programId
 * (the browser checks them first, programFormSchema).
 * The payload names the program code `id` (part 2 §7); the server reads it as `programId`.
 */
export const programSchema = yup.object({
  title: requiredText(255),
  programId: requiredText(128),
  description: optionalText(5000),
  category: idRef().nullable().default(null),
  not_for_bat_brand: flag(),
  is_repeat_customer_check: flag(),
  is_with_batyr: flag(),
  limits: yup
    .array(programLimitSchema)
    .typeError('Ожидается список')
    .max(PROGRAM_LIMITS_MAX, MESSAGES.tooManyItems(PROGRAM_LIMITS_MAX))
    .transform((v, orig) => (orig === null ? [] : v))
    .default([]),
});
export type ProgramInput = yup.InferType<typeof programSchema>;

/**
 * The browser's check of the program dialog: the title and programId the server needs, before
 * sending (issue 11: a new user met only the server's refusal), and the limits' types and bounds.
 */
export const programFormSchema = yup.object({
  title: requiredText(255),
  programId: requiredText(128),
  limits: yup.array(programLimitSchema).default([]),
});

/** The displayed program id: the part of programId before a colon (part 2 §3). */
export const displayProgramId = (programId: string | null | undefined): string =>
  (programId ?? '').split(':')[0];
