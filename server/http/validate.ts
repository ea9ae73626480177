import type { AnyObjectSchema, InferType, Schema } from 'yup';
import { ValidationError } from 'yup';
import { MESSAGES } from '../../domain/messages';
import { type FieldErrors, MAX_ID, toFieldErrors } from '../../domain/validation/common';
import { ApiError, badRequest } from './errors';

/** Lets the fuzz test (tests/server/fuzz.test.ts) learn which schema a route validates with. */
export const validationProbe: { seen?: (schema: AnyObjectSchema) => void } = {};

/**
 * Validates a request body with the form's own yup schema; 400 with per-field messages otherwise.
 * yup casts ([1, 2] to 1, {} to '[object Object]'), so the body's shape is checked strictly first.
 */
export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> => {
  validationProbe.seen?.(schema);
  jsonObject(body);
  const strict: FieldErrors = {};
  strictShape(schema, body, '', strict);
  try {
    const valid = await schema.validate(body, { abortEarly: false, stripUnknown: true });
    if (Object.keys(strict).length) throw badRequest(strict);
    return valid;
  } catch (error) {
    // Every field's message at once; a field of the wrong type says so rather than what yup made of it.
    if (error instanceof ValidationError) throw badRequest({ ...toFieldErrors(error), ...strict });
    // A transform that met a value of the wrong type (trim() of a list) fails outside yup's errors.
    if (Object.keys(strict).length && !(error instanceof ApiError)) throw badRequest(strict);
    throw error;
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What each yup type accepts before casting: numbers may come as text, text never as a list. */
const ACCEPTS: Record<string, [(value: unknown) => boolean, string]> = {
  string: [
    (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
    MESSAGES.mustBeText,
  ],
  number: [(v) => typeof v === 'string' || typeof v === 'number', MESSAGES.mustBeNumber],
  // Text is yup's to judge ('true', 'maybe'), with the schema's own message.
  boolean: [(v) => typeof v === 'boolean' || typeof v === 'string', MESSAGES.mustBeFlag],
  date: [
    (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || v instanceof Date,
    MESSAGES.mustBeDate,
  ],
  array: [Array.isArray, MESSAGES.mustBeList],
  object: [isPlainObject, MESSAGES.mustBeObject],
};

/** Collects the fields whose JSON type the schema would have to coerce (null is the schema's call). */
const strictShape = (schema: Schema, value: unknown, path: string, errors: FieldErrors) => {
  if (value === undefined || value === null) return;
  const rule = ACCEPTS[schema.type];
  if (!rule) return;
  if (!rule[0](value)) {
    const key = path || 'non_field_errors';
    errors[key] = [rule[1]];
    return;
  }
  const inner = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
  if (schema.type === 'object' && inner.fields)
    for (const [name, field] of Object.entries(inner.fields))
      strictShape(field, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name, errors);
  if (schema.type === 'array' && inner.innerType)
    (value as unknown[]).forEach((item, i) => {
      strictShape(inner.innerType!, item, `${path}[${i}]`, errors);
    });
};

/** A body that must be a JSON object (a PATCH merges it over the stored record). */
export const jsonObject = (body: unknown): Record<string, unknown> => {
  if (!isPlainObject(body)) throw badRequest({ non_field_errors: ['Ожидается объект JSON'] });
  return body;
};

/**
 * A record id from a path or a GraphQL argument: a positive integer that fits the database's
 * integer ids, written plainly ("1", not "1.0" or "01"); anything else names no record (null).
 */
export const parseId = (raw: unknown): number | null => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= MAX_ID && String(raw) === String(value)
    ? value
    : null;
};

export const unknownReference = (field: string) => badRequest({ [field]: [MESSAGES.unknownReference] });
