import * as yup from 'yup';
import { MESSAGES } from '../messages';

/** The locale every schema uses, so that browser and server speak the same Russian. */
yup.setLocale({
  // null where a field takes none is a missing value, not yup's English "cannot be null".
  mixed: { required: MESSAGES.required, notNull: MESSAGES.required, notType: MESSAGES.mustBeNumber },
  string: { max: ({ max }) => MESSAGES.tooLong(max) },
});

export { yup };

export const requiredText = (max = 255) => yup.string().trim().required(MESSAGES.required).max(max);
export const optionalText = (max = 255) =>
  yup
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .default(null);

/** The largest database id (PostgreSQL integer): anything above names no record. */
export const MAX_ID = 2_147_483_647;

/** A reference to another record by database id (numbers or numeric strings). */
export const idRef = () =>
  yup
    .number()
    .integer(MESSAGES.mustBeNumber)
    .positive(MESSAGES.mustBeNumber)
    .max(MAX_ID, MESSAGES.unknownReference)
    .typeError(MESSAGES.mustBeNumber)
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v));

/** An e-mail's longest form (RFC 5321); longer input is refused before it reaches a query. */
export const EMAIL_MAX = 254;

/** A date as epoch seconds (part 1 §5 "Data shaping on send"), between 1900 and 2100. */
export const epochSeconds = () =>
  yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(MESSAGES.mustBeNumber)
    .min(-2_208_988_800, MESSAGES.mustBeDate)
    .max(4_102_444_800, MESSAGES.mustBeDate)
    .nullable()
    .default(null);

/** A date that may be left empty ('' and null are empty), as ISO text or a Date. */
export const optionalDate = () =>
  yup
    .date()
    .typeError(MESSAGES.mustBeDate)
    .nullable()
    .transform((v, orig) => (orig === '' || orig === null ? null : v))
    .default(null);

export type FieldErrors = Record<string, string[]>;

/** Collects a yup ValidationError into per-field message lists. */
export const toFieldErrors = (error: yup.ValidationError): FieldErrors => {
  const errors: FieldErrors = {};
  const items = error.inner.length ? error.inner : [error];
  for (const item of items) {
    const key = item.path || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), ...item.errors].filter((m, i, all) => all.indexOf(m) === i);
  }
  return errors;
};
