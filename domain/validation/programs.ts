import { MESSAGES } from '../messages';
import { flag, idList, optionalCount } from './catalogCommon';
import { idRef, optionalText, requiredText, yup } from './common';
import { LIMIT_PERIODS, PERIOD_MESSAGE, PROGRAM_LIMITS_MAX } from './programs.messages';

export * from './programs.messages';

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
