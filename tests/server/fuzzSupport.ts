import fc from 'fast-check';
import type pg from 'pg';
import type { AnyObjectSchema, Schema } from 'yup';
import { takesNull } from '../../server/http/validate';

/**
 * What JSON.stringify cannot write, marked in a value and written by `encodeBody`: a number literal
 * (1e400 parses to Infinity) and bytes that are not UTF-8 (the server reads them as U+FFFD).
 */
const raw = (literal: string) => `@@raw:${literal}@@`;
const NOT_UTF8 = '@@bytes@@';
const NOT_UTF8_BYTES = Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]);

/** A body as the wire carries it, with the marks above written out. */
export const encodeBody = (body: unknown): Buffer => {
  const json = (JSON.stringify(body) ?? 'null').replace(/"@@raw:([^@"]*)@@"/g, '$1');
  const parts = json.split(NOT_UTF8).map((part) => Buffer.from(part));
  return Buffer.concat(parts.flatMap((part, i) => (i ? [NOT_UTF8_BYTES, part] : [part])));
};

/** Numbers JSON can hold though no field should take them. */
const HUGE_NUMBERS = [raw('1e400'), raw('-1e400'), raw('123456789012345678901234567890'), raw('1e-400')];
/** Text that is not text PostgreSQL could store as sent: lone surrogates, replaced bytes, NUL. */
const BAD_TEXT = ['\ud800', 'a\udc00b', '\ufffd', `a${NOT_UTF8}b`, 'a\u0000b'];

/** Values no field of any route should accept, and none should answer 500 to. */
const deep = (levels: number): unknown => (levels ? { a: deep(levels - 1) } : 'leaf');
const nulString = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const badScalar = fc.oneof(
  fc.constantFrom<unknown>(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1,
    0,
    1.5,
    '99999999999',
    '2147483648',
    '1e400',
    true,
    '',
    ' ',
    '2020-13-45',
    '99999-01-01T00:00:00Z',
    1e15,
    -1e15,
    `${'a'.repeat(300)}@demo.kz`,
    'x'.repeat(70_000),
    '<script>alert(1)</script>',
    null,
    false,
    ...HUGE_NUMBERS,
    ...BAD_TEXT,
  ),
  nulString,
  fc.string({ maxLength: 20 }),
  fc.double(),
  fc.integer(),
);
const badContainer = fc.oneof(
  fc.constantFrom<unknown>(
    [1, 2],
    [],
    {},
    [[]],
    deep(40),
    deep(8),
    Array(5000).fill(1),
    Array(1100).fill({}),
    [null],
    [{}, null],
    { a: null },
    { '\ud800': 'x', [`k${NOT_UTF8}`]: 1 },
  ),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
  fc.array(nulString, { minLength: 1, maxLength: 3 }),
);
export const badValue = fc.oneof(badScalar, badContainer, fc.anything({ maxDepth: 3 }));

/** A plausible value of a yup field, so that a body fails on the bad fields, not on the others. */
const plausible = (schema: Schema): unknown => {
  const inner = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
  switch (schema.type) {
    case 'string':
      return 'Тест';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return 1_700_000_000;
    case 'array':
      return inner.innerType ? [plausible(inner.innerType)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(inner.fields ?? {}).map(([k, f]) => [k, plausible(f)]));
    default:
      return 'Тест';
  }
};

/** Each field with its path inside the body (nested objects and list items included). */
const fieldPaths = (schema: Schema, prefix: string[] = []): string[][] => {
  const inner = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
  if (schema.type === 'object' && inner.fields)
    return Object.entries(inner.fields).flatMap(([k, f]) => [
      [...prefix, k],
      ...fieldPaths(f, [...prefix, k]),
    ]);
  if (schema.type === 'array' && inner.innerType) return fieldPaths(inner.innerType, [...prefix, '0']);
  return [];
};

const setPath = (target: any, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key];
  }
  node[path[path.length - 1]] = value;
};

/** Of a route's bodies, at most this many try one field alone. */
const MAX_PINPOINTED = 8;

const GENERIC_FIELDS = ['id', 'title', 'email', 'password', 'name', 'agency', 'city', 'date', 'items'];

/**
 * Values a field of each yup type must refuse: yup would cast some ([1, 2] to 1, 123 to '123'),
 * and a list's own tests would meet its null items before yup checks them.
 */
const WRONG_TYPE: Record<string, unknown[]> = {
  string: [[1, 2], {}, { a: 1 }, ['a'], deep(40), 123, 0, -1.5, true, false, ...HUGE_NUMBERS, ...BAD_TEXT],
  number: [[1, 2], {}, 'abc', true, deep(40), '1\u0000', raw('1e400'), raw('-1e400'), '1e400', 'Infinity'],
  boolean: [[true], {}, 'maybe', 5, deep(40), raw('1e400')], // 'maybe': yup's typeError
  date: [[1], {}, 'not-a-date', true, '2020-13-45', raw('1e400')],
  array: ['text', {}, 5, Array(5000).fill(1), Array(1100).fill({}), [null], [null, null]],
  object: ['text', [1], 5, deep(40), [null]],
};
/** A field's wrong values, null among them where the field takes none. */
const wrongFor = (field: Schema) =>
  fc.constantFrom(...(WRONG_TYPE[field.type] ?? ['a\u0000b', deep(40)]), ...(takesNull(field) ? [] : [null]));
/** The shapes each body of `pinpointed` tries, one field at a time. */
const PINPOINTED: Record<string, unknown> = { string: 123, array: [null] };

const schemaAt = (schema: Schema, path: string[]): Schema => {
  let node = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
  for (const key of path) node = (/^\d+$/.test(key) ? node.innerType : node.fields?.[key]) as typeof node;
  return node;
};

const bodyWith = (schema: AnyObjectSchema | null, values: [string[], unknown][]) => {
  const body = structuredClone(schema ? plausible(schema) : {}) as Record<string, unknown>;
  for (const [path, value] of values) setPath(body, path, value);
  return body;
};

/**
 * Bad bodies for a route. With its yup schema: a plausible body whose first changed field (nested
 * ones and list items included) gets a value of the wrong type, and up to two more fields anything
 * at all, so that every body must be refused. Without one: objects of generic field names. Plus
 * whole bodies of the wrong kind.
 */
export const badBodies = (schema: AnyObjectSchema | null, count: number, seed: number): unknown[] => {
  const paths = schema ? fieldPaths(schema) : GENERIC_FIELDS.map((f) => [f]);
  const surelyBad = fc
    .constantFrom(...paths)
    .chain((path) => fc.tuple(fc.constant(path), schema ? wrongFor(schemaAt(schema, path)) : badValue));
  const mutated = fc
    .tuple(surelyBad, fc.array(fc.tuple(fc.constantFrom(...paths), badValue), { maxLength: 2 }))
    .map(([first, more]) => bodyWith(schema, [...more, first]));
  // Whole bodies that are not a JSON object (a PATCH merges any object over the stored record).
  const whole = fc.oneof(
    fc.constantFrom<unknown>([1, 2], [], [{}], deep(40), null, 'text', 5, true),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
    badScalar,
  );
  return fc.sample(fc.oneof({ arbitrary: mutated, weight: 5 }, { arbitrary: whole, weight: 1 }), {
    numRuns: count,
    seed,
  });
};

/**
 * Plausible bodies with one field wrong, each with the field's name as the route's errors must
 * give it: a number for a text, a null item in a list (up to MAX_PINPOINTED fields a route).
 */
export const pinpointedBodies = (
  schema: AnyObjectSchema,
  fixed: [string[], unknown][] = [],
): [string, unknown][] =>
  fieldPaths(schema)
    .filter((path) => schemaAt(schema, path).type in PINPOINTED)
    .slice(0, MAX_PINPOINTED)
    .map((path) => {
      const type = schemaAt(schema, path).type;
      const name = path.map((k, i) => (/^\d+$/.test(k) ? `[${k}]` : i ? `.${k}` : k)).join('');
      return [type === 'array' ? `${name}[0]` : name, bodyWith(schema, [...fixed, [path, PINPOINTED[type]]])];
    });

/** Bad path ids (the database's ids are integers up to 2^31 - 1). */
export const BAD_IDS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e3',
  '1e400',
  '%00',
  '01',
  '%ED%A0%80', // a lone surrogate's bytes: not UTF-8
  '%FF',
];

/** Query strings a GET should refuse or ignore: bad text, huge numbers, repeated and nested keys. */
const QUERY_KEYS = ['first', 'after', 'id', 'search', 'timeZone', 'format', 'token', 'registrationHash', 'q'];
const QUERY_VALUES = ['%ED%A0%80', '%FF%FE', '%00', 'a%EF%BF%BDb', '1e400', '-1', '99999999999999999999'];
export const badQueries = (count: number, seed: number, keys: string[] = QUERY_KEYS): string[] => [
  // Every key at once: repeated (a list where a route reads text), then as bytes that are not UTF-8.
  keys.map((k) => `${k}=a&${k}=b`).join('&'),
  keys.map((k) => `${k}=%ED%A0%80`).join('&'),
  ...fc.sample(
    fc
      .array(
        fc.tuple(
          fc.constantFrom(...keys).chain((k) => fc.constantFrom(k, `${k}[]`, `${k}[a]`)),
          fc.oneof(
            fc.constantFrom(...QUERY_VALUES),
            fc.constant('x'.repeat(3000)),
            fc.string({ maxLength: 6 }),
          ),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((pairs) =>
        pairs.map(([k, v]) => `${k}=${QUERY_VALUES.includes(v) ? v : encodeURIComponent(v)}`).join('&'),
      ),
    { numRuns: count - 2, seed },
  ),
];

/** Multipart bodies busboy cannot read: no boundary, cut short, a broken part header. */
export const MALFORMED_MULTIPART: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
  },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken header\r\n\r\nabc\r\n--x--' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="zipFile"; filename="a.zip"\r\n\r\nPK\u0003\u0004',
  },
];

/**
 * A checksum of every row of every table in the public schema; aside: rate-limit counters, and
 * recovery links (the mail worker writes them in the background for requests answered earlier).
 */
export const databaseChecksum = async (pool: pg.Pool): Promise<string> => {
  const { rows } = await pool.query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not in ('rate_limits', 'password_recovery_tokens') order by 1`,
  );
  const parts = rows.map(
    (r) =>
      `select '${r.tablename}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${r.tablename}" x`,
  );
  const result = await pool.query<{ t: string; h: string }>(parts.join(' union all '));
  return result.rows
    .map((r) => `${r.t}:${r.h}`)
    .sort()
    .join('\n');
};
