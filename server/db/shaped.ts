import { createHash } from 'node:crypto';
import { Column, is, Param, Placeholder, SQL, Subquery, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryConfig } from 'pg';
import { type Db, poolOf } from './index';

/**
 * Hot list queries built once per shape (ARCHITECTURE.md "Lists"). Building a drizzle select of
 * a list's joined columns into SQL text cost the server a third of its CPU per request at
 * production volume (bench/sessions.ts, a V8 profile: drizzle's `is`, buildSelection,
 * buildQueryFromSourceParams), as much as the rest of the request. A shaped query is built
 * with `sql.placeholder(name)` wherever a request's value goes, once per shape (which filters
 * are set, the sort, which side of a cursor): later requests of that shape fill the
 * placeholders and send the text already built, by name (MAX_NAMED): each connection parses it
 * once; PostgreSQL plans it as any prepared statement (with each call's values, unless its
 * generic plan costs no more).
 *
 * The shape string must decide the SQL text entirely, and every value must come through a
 * placeholder; a value written into the SQL would be sent again to the next caller of the same
 * shape. Under the test runner every call rebuilds its query and compares it with the one kept
 * (text and parameters), so a shape that misses a decision, or an inlined value, fails a test.
 */

interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
  getQuery(): { sql: string; params: unknown[] };
}
export interface Preparable {
  prepare(name: string): Prepared;
}

/** What drizzle's node-postgres prepared query holds (drizzle-orm 0.45, node-postgres/session.js). */
interface DrizzlePrepared {
  client: { query: (config: QueryConfig, values: unknown[]) => Promise<{ rows: unknown[][] }> };
  queryConfig: QueryConfig;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * A kept query, sent as drizzle sends it (its text, name and type parsers) but with its
 * parameters and rows mapped by functions worked out once: drizzle's own execute asks `is()` of
 * every parameter and every field of every row, again per request (a tenth of the server's
 * CPU on a 26-row page, after the building). Queries of nested selections keep drizzle's execute.
 */
interface Kept {
  prepared: Prepared;
  run: (values: Record<string, unknown>) => Promise<unknown[]>;
}

const keep = (prepared: Prepared): Kept => {
  const inner = prepared as unknown as DrizzlePrepared;
  const fields = inner.fields;
  if (!fields || fields.some((f) => f.path.length !== 1) || !inner.queryConfig || !inner.client)
    return { prepared, run: async (values) => (await prepared.execute(values)) as unknown[] };
  const params = inner.params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const named = (name: string) => (values: Record<string, unknown>) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      return values[name];
    };
    if (is(p, Placeholder)) return named(p.name);
    if (is(p, Param) && is(p.value, Placeholder)) {
      const value = named(p.value.name);
      const { encoder } = p;
      return (values) => encoder.mapToDriverValue(value(values));
    }
    return () => p;
  });
  const keys = fields.map((f) => f.path[0]);
  // SQL's decoder is internal to drizzle's types (mapWith sets it; mapResultRow reads it).
  const decoderOf = (sqlOf: unknown) => (sqlOf as { decoder: Decoder }).decoder;
  const decoders = fields.map(({ field }): Decoder => {
    if (is(field, Column)) return field;
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, Subquery)) return decoderOf((field._ as unknown as { sql: SQL }).sql);
    return decoderOf((field as SQL.Aliased).sql);
  });
  const row = rowMapper(keys, decoders);
  return {
    prepared,
    run: async (values) => {
      const result = await inner.client.query(
        inner.queryConfig,
        params.map((param) => param(values)),
      );
      return result.rows.map(row);
    },
  };
};

/**
 * A row's object from its values, written as one object literal (`{ "id": d0(v[0]), ... }`) by
 * generated code: every row then has one hidden class from its birth. Filled key by key in a
 * loop, each of a page's 650 stores was a megamorphic keyed store (5% of the server's CPU on the
 * session list). The keys are the query's own field names, quoted by JSON.stringify.
 */
const rowMapper = (keys: string[], decoders: Decoder[]) => {
  const body = keys
    .map((key, i) => `${JSON.stringify(key)}: v[${i}] === null ? null : d[${i}].mapFromDriverValue(v[${i}])`)
    .join(',\n');
  return new Function('d', `return (v) => ({\n${body}\n});`)(decoders) as (
    values: unknown[],
  ) => Record<string, unknown>;
};

/** The shapes one database keeps; a runaway of shapes (they are finite by design) starts over. */
const MAX_SHAPES = 1000;
/**
 * How many shapes are sent as named statements: each connection parses a named statement once
 * (a page's 3 KB of SQL: 0.15 ms of PostgreSQL's CPU a request at production volume) and keeps
 * it for its life, so past these the rarer shapes go unnamed and PostgreSQL's memory stays
 * bounded whatever filters a client combines.
 */
const MAX_NAMED = 200;
const kept = new WeakMap<Db, { shapes: Map<string, Kept>; named: Set<string> }>();

/** The shapes and statement names kept for a database, made on first use. */
const heldOf = (db: Db) => {
  let held = kept.get(db);
  if (!held) {
    held = { shapes: new Map(), named: new Set() };
    kept.set(db, held);
  }
  return held;
};

const checking = !!process.env.VITEST;

const describe = (query: { sql: string; params: unknown[] }) =>
  JSON.stringify([
    query.sql,
    query.params.map((p) =>
      is(p, Placeholder)
        ? { placeholder: p.name }
        : is(p, Param) && is(p.value, Placeholder)
          ? { placeholder: p.value.name }
          : p,
    ),
  ]);

/** Runs the query of `shape` (built by `build` the first time) with the placeholders' values. */
export const runShaped = async <Row>(
  db: Db,
  shape: string,
  build: () => Preparable,
  values: Record<string, unknown>,
  options: { replan?: boolean } = {},
): Promise<Row[]> => {
  const { shapes, named } = heldOf(db);
  let entry = shapes.get(shape);
  if (!entry) {
    // A shape whose best plan depends on its values (replan) goes unnamed: PostgreSQL then plans
    // every call with the call's values, never a generic plan kept from earlier calls.
    if (named.size < MAX_NAMED && !options.replan) named.add(shape);
    const name = named.has(shape)
      ? `shaped_${createHash('sha1').update(shape).digest('base64url').slice(0, 20)}`
      : (undefined as unknown as string);
    entry = keep(build().prepare(name));
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, entry);
  } else if (checking) {
    const fresh = describe(build().prepare('check').getQuery());
    const first = describe(entry.prepared.getQuery());
    if (fresh !== first)
      throw new Error(`Shaped query "${shape}" built differently: ${fresh} against ${first}`);
  }
  return (await entry.run(values)) as Row[];
};

/**
 * A statement written with drizzle's `sql` (no query builder: the live map's one statement of
 * CTEs), sent as a named statement keyed by its text, among the MAX_NAMED: each connection parses
 * it once, and PostgreSQL keeps its generic plan when that costs no more than planning each call.
 * Its values must all be parameters, as a shaped query's. Unnamed, the map's statement was planned
 * on every call: 2-4 ms of PostgreSQL's CPU against 8-12 ms of executing (bench/map.ts).
 */
export const runNamedSql = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const held = heldOf(db);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const name = `sql_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  if (!held.named.has(name) && held.named.size < MAX_NAMED) held.named.add(name);
  const { rows } = await poolOf(db).query({
    name: held.named.has(name) ? name : undefined,
    text,
    values: params,
  });
  return rows as Row[];
};

/**
 * A shaped page's row limit written into its text (its shape names it: server/graphql/keyset.ts).
 * With `limit $n` PostgreSQL's generic plan of a named statement expects a tenth of the table
 * (the session list's: cost 1,073,875 against its custom plans' 171), so it kept planning every
 * call with its values: 0.8–1.2 ms of planning against 0.6–0.9 ms executing (issue 28 point 5,
 * bench/planning.ts). With the number in the text the generic plan is the custom one, and after
 * five calls the statement runs without planning. Typed as drizzle's `.limit()` takes it: an SQL
 * object there is written as is.
 */
export const literalLimit = (limit: number): number => {
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new Error(`A page limit must be a whole number, not ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
};
