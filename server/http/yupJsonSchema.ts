import type { Schema } from 'yup';

/** A JSON Schema as OpenAPI 3.0 writes it (`nullable: true` rather than a `null` type). */
export type JsonSchema = Record<string, unknown>;

interface Test {
  name?: string;
  params?: Record<string, unknown>;
}
interface Description {
  type: string;
  optional: boolean;
  nullable: boolean;
  label?: string;
  default?: unknown;
  oneOf: unknown[];
  tests: Test[];
  fields?: Record<string, Description>;
  innerType?: Description | Description[];
}

const TYPES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  // yup dates take ISO 8601 text, a date alone or with its time (or milliseconds since 1970).
  date: { type: 'string', description: 'ISO 8601: 2024-05-01 or 2024-05-01T10:00:00Z' },
  object: { type: 'object' },
  array: { type: 'array' },
  tuple: { type: 'array' },
};

/** What one yup test adds, as far as JSON Schema can say it; custom tests say nothing. */
const testKeywords = (type: string, { name, params = {} }: Test): JsonSchema => {
  const text = type === 'string';
  const list = type === 'array';
  switch (name) {
    case 'integer':
      return { type: 'integer' };
    case 'email':
      return { format: 'email' };
    case 'url':
      return { format: 'uri' };
    case 'uuid':
      return { format: 'uuid' };
    case 'matches':
      return params.regex instanceof RegExp ? { pattern: params.regex.source } : {};
    case 'length':
      return text
        ? { minLength: params.length, maxLength: params.length }
        : list
          ? { minItems: params.length, maxItems: params.length }
          : {};
    case 'min':
      if (text) return { minLength: params.min };
      if (list) return { minItems: params.min };
      if ('more' in params) return { minimum: params.more, exclusiveMinimum: true };
      return typeof params.min === 'number' ? { minimum: params.min } : {};
    case 'max':
      if (text) return { maxLength: params.max };
      if (list) return { maxItems: params.max };
      if ('less' in params) return { maximum: params.less, exclusiveMaximum: true };
      return typeof params.max === 'number' ? { maximum: params.max } : {};
    default:
      return {};
  }
};

const convert = (described: Description): JsonSchema => {
  const json: JsonSchema = { ...(TYPES[described.type] ?? {}) };
  for (const test of described.tests) Object.assign(json, testKeywords(described.type, test));
  if (described.label) json.description = described.label;
  const values = described.oneOf.filter((v) => v !== undefined && v !== null);
  if (values.length) json.enum = values;
  if (described.fields) {
    json.properties = Object.fromEntries(
      Object.entries(described.fields).map(([name, field]) => [name, convert(field)]),
    );
    const required = Object.entries(described.fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name);
    if (required.length) json.required = required;
  }
  if (Array.isArray(described.innerType)) json.items = { anyOf: described.innerType.map(convert) };
  else if (described.innerType) json.items = convert(described.innerType);
  if (described.nullable && json.type) json.nullable = true;
  const fallback = described.default;
  if (
    fallback !== undefined &&
    (fallback === null || typeof fallback !== 'object' || Array.isArray(fallback))
  )
    if (!(fallback === null && !described.nullable)) json.default = fallback;
  return json;
};

/**
 * The JSON Schema of a yup schema, for the API's document only (server/http/openapi.ts): the
 * routes still validate with yup (server/http/validate.ts), which stays the one source. From
 * `schema.describe()`: types, fields and which are required, nullable, enums (oneOf), and the
 * limits of yup's own tests (min/max/length/integer/email/matches); a custom test (dates in order,
 * a known reference) cannot be said in JSON Schema and is left to the 400 answer's messages.
 */
export const yupToJsonSchema = (schema: Schema): JsonSchema => convert(schema.describe() as Description);
