import * as yup from 'yup';
import { MESSAGES } from '../messages';

/** The locale every schema uses, so that browser and server speak the same Russian. */
yup.setLocale({
  mixed: { required: MESSAGES.required, notType: MESSAGES.mustBeNumber },
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

/** A reference to another record by database id (numbers or numeric strings). */
export const idRef = () =>
  yup
    .number()
    .integer(MESSAGES.mustBeNumber)
    .positive(MESSAGES.mustBeNumber)
    .typeError(MESSAGES.mustBeNumber)
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v));

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
