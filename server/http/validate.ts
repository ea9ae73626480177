import type { AnyObjectSchema, InferType, Schema } from 'yup';
import { ValidationError } from 'yup';
import { MESSAGES } from '../../domain/messages';
import { type FieldErrors, MAX_ID, toFieldErrors } from '../../domain/validation/common';
import { ApiError, badRequest } from './errors';
import { hasBadCharacters } from './inputLimits';

/** Lets the fuzz test (tests/server/fuzz.test.ts) learn which schema a route validates with. */
export const validationProbe: { seen?: (schema: AnyObjectSchema) => void } = {};

/**
 * Validates a request body with the form's own yup schema; 400 with per-field messages otherwise.
 * yup casts ([1, 2] to 1, 123 to '123', {} to '[object Object]') and runs a schema's own tests
 * before its fields' (a list's test meets its null items), so the body's shape is checked strictly
 * first. The browser runs the same schemas leniently: only the server is strict.
 */
export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> => {
  validationProbe.seen?.(schema);
  jsonObject(body);
  const strict: FieldErrors = {};
  const nulls: FieldErrors = {};
  const soft: FieldErrors = {};
  strictShape(schema, body, undefined, '', strict, nulls, soft);
  try {
    const valid = await schema.validate(body, { abortEarly: false, stripUnknown: true });
    if (Object.keys(strict).length || Object.keys(nulls).length || Object.keys(soft).length)
      throw badRequest({ ...soft, ...nulls, ...strict });
    return valid;
  } catch (error) {
    // Every field's message at once; a field of the wrong type says so rather than what yup made of it.
    if (error instanceof ValidationError)
      throw badRequest({ ...soft, ...nulls, ...toFieldErrors(error), ...strict });
    // A test or transform that met a value of the wrong type (trim() of a list, a null item) fails
    // outside yup's errors.
    const known = { ...soft, ...nulls, ...strict };
    if (Object.keys(known).length && !(error instanceof ApiError)) throw badRequest(known);
    throw error;
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Numbers as JSON numbers or text, but none that is infinite ("1e400" too). */
const finiteNumber = (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && Math.abs(Number(v)) !== Number.POSITIVE_INFINITY;

/**
 * Text where a number is asked that reads as none ("abc"; empty text a schema may take for none).
 * Refused even where the schema drops the field afterwards (an open question's answers), never
 * accepted unread; where the schema reads the field, its own message is the one given.
 */
const notANumber = (v: unknown) => typeof v === 'string' && v.trim() !== '' && Number.isNaN(Number(v));

/** What each yup type accepts before casting: numbers may come as text, text only as text. */
const ACCEPTS: Record<string, [(value: unknown) => boolean, string]> = {
  string: [(v) => typeof v === 'string', MESSAGES.mustBeText],
  number: [finiteNumber, MESSAGES.mustBeNumber],
  // Text is yup's to judge ('true', 'maybe'), with the schema's own message.
  boolean: [(v) => typeof v === 'boolean' || typeof v === 'string', MESSAGES.mustBeFlag],
  date: [
    (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || v instanceof Date,
    MESSAGES.mustBeDate,
  ],
  array: [Array.isArray, MESSAGES.mustBeList],
  object: [isPlainObject, MESSAGES.mustBeObject],
};

/** Whether a schema takes null: nullable, or a transform makes something else of it ([] or undefined). */
export const takesNull = (schema: Schema) => {
  if (schema.spec.nullable) return true;
  try {
    return schema.cast(null, { assert: false }) !== null;
  } catch {
    return false;
  }
};

type Inner = Schema & { fields?: Record<string, Schema>; innerType?: Schema };

/**
 * Collects the fields whose JSON type the schema would have to coerce, text that is not valid
 * UTF-8, and (apart, as yup words them less well) nulls the schema does not take.
 */
const strictShape = (
  declared: Schema,
  value: unknown,
  parent: unknown,
  path: string,
  errors: FieldErrors,
  nulls: FieldErrors,
  soft: FieldErrors,
) => {
  if (value === undefined) return;
  // A `when` may change the field's type or nullability with its siblings' values.
  const schema = declared.resolve({ value, parent }) as Inner;
  const key = path || 'non_field_errors';
  if (value === null) {
    if (!takesNull(schema)) nulls[key] = [MESSAGES.required];
    return;
  }
  const rule = ACCEPTS[schema.type];
  if (!rule) return;
  if (!rule[0](value)) errors[key] = [rule[1]];
  else if (schema.type === 'number' && notANumber(value)) soft[key] = [MESSAGES.mustBeNumber];
  else if (typeof value === 'string' && hasBadCharacters(value)) errors[key] = [MESSAGES.forbiddenCharacters];
  else if (schema.type === 'object' && schema.fields)
    for (const [name, field] of Object.entries(schema.fields))
      strictShape(
        field,
        (value as Record<string, unknown>)[name],
        value,
        path ? `${path}.${name}` : name,
        errors,
        nulls,
        soft,
      );
  else if (schema.type === 'array' && schema.innerType)
    (value as unknown[]).forEach((item, i) => {
      strictShape(schema.innerType!, item, value, `${path}[${i}]`, errors, nulls, soft);
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
