import { AsyncLocalStorage } from 'node:async_hooks';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { gqlError } from '../http/errors';
import { type ConnectionArgs, MAX_PAGE_SIZE } from './connection';
import { type ListCount, lazyCount } from './count';

/**
 * Keyset paging for lists that grow without bound (ARCHITECTURE.md "Lists"): a page is found by
 * `WHERE (sort_key, id) > (last key, last id)` on an index, never by OFFSET, so page 10,000
 * costs what page 1 costs. Cursors carry the sort's name, its direction, the key and the id.
 *
 * Order: the sort key, then the id, both in the sort's direction; NULL keys sort as PostgreSQL's
 * btree puts them (after every value ascending, before every value descending), so one index on
 * (key, id) serves both directions. A nullable key is read as two segments (values, then NULLs),
 * each a plain index range.
 */

export type SortKind = 'text' | 'number' | 'date' | 'boolean';

export interface SortKey<Row> {
  /** The SQL expression the list orders by (with its collation), matching an index. */
  sql: SQL | AnyColumn;
  kind: SortKind;
  nullable?: boolean;
  /** The key's value in a fetched row (what the cursor carries). */
  of: (row: Row) => unknown;
}

export interface KeysetSort<Row> {
  name: string;
  descending: boolean;
  /** Null: by id alone. An array: several keys (none nullable), e.g. a team by depth then name. */
  key: SortKey<Row> | SortKey<Row>[] | null;
}

/** One query of the list: its filters plus `where`, ordered by `orderBy`, at most `limit` rows. */
export type FetchPage<Row> = (page: {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  /**
   * A shaped list's page (KeysetOptions.shaped; server/db/shaped.ts): `where` reads the cursor
   * through placeholders, the list limits its rows by `literalLimit(limit)` (the shape names it), and `values`
   * holds both; `shape` names everything that decided the page's SQL (sort, direction, cursors,
   * segment). Absent for other lists and for callers that build their own page.
   */
  shape?: string;
  values?: Record<string, unknown>;
  /**
   * Select it as `keyText`: a date key's value as text with PostgreSQL's microseconds (a JS Date
   * keeps milliseconds, and a cursor cut to them would repeat or skip rows of the same millisecond).
   */
  keyText: SQL<string | null>;
}) => Promise<Row[]>;

/** A timestamptz as ISO 8601 text with microseconds, in UTC. */
const isoMicros = (value: SQL | AnyColumn) =>
  sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Cursor {
  sort: string;
  key: unknown;
  id: number;
}

const encode = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');

const isValue = (kind: SortKind, value: unknown) => {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.length <= 1000;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
  }
};

/** The refusal of a cursor the server did not issue (forged, stale sort, wrong type). */
export const invalidCursor = () => gqlError('BAD_USER_INPUT', 'Недействительный курсор страницы');

/** A cursor's JSON array of `length` values, or a 400 (as parsed JSON: the caller checks each value). */
export const cursorValues = (raw: string, length: number): any[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw invalidCursor();
  return parsed;
};

/** A cursor the server issued for this sort, or a 400 (forged, stale sort, wrong type). */
const decode = <Row>(raw: string, sort: KeysetSort<Row>): Cursor => {
  const invalid = invalidCursor;
  const parsed = cursorValues(raw, 3);
  const [name, key, id] = parsed;
  if (name !== sort.name || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw invalid();
  if (Array.isArray(sort.key)) {
    const keys = sort.key;
    if (!Array.isArray(key) || key.length !== keys.length || keys.some((k, i) => !isValue(k.kind, key[i])))
      throw invalid();
  } else if (sort.key) {
    const ok = key === null ? !!sort.key.nullable : isValue(sort.key.kind, key);
    if (!ok) throw invalid();
  } else if (key !== null) throw invalid();
  return { sort: name, key, id };
};

const keyValue = (kind: SortKind, value: unknown) => {
  if (value == null) return null;
  if (kind === 'date')
    return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
  return value;
};

/** How a cursor's value enters the SQL: as itself, or through a placeholder of a shaped list. */
type Bind = (value: unknown) => unknown;
const inline: Bind = (value) => value;

const param = (kind: SortKind, value: unknown, bind: Bind): SQL =>
  kind === 'date' ? sql`${bind(value)}::timestamptz` : sql`${bind(value)}`;

type Side = 'greater' | 'less';

/**
 * An edge whose cursor is written when asked for: an export selects only the page's end cursor,
 * and writing every row's (JSON, base64) was a tenth of its CPU (a V8 profile at production volume).
 */
class Edge<Row> {
  constructor(
    readonly node: Row,
    private readonly cursorOf: (row: Row) => string,
  ) {}
  get cursor() {
    return this.cursorOf(this.node);
  }
}

/**
 * The rows on one side of a cursor, NULL counting as the greatest key, split into the index
 * ranges to read in order: values first and NULLs last when reading upwards, the reverse downwards.
 */
const segments = <Row>(
  sort: KeysetSort<Row>,
  id: AnyColumn,
  side: Side,
  cursor: Cursor | null,
  bind: Bind,
): SQL[] => {
  const op = side === 'greater' ? sql`>` : sql`<`;
  const key = sort.key;
  if (!key) return [cursor ? sql`${id} ${op} ${bind(cursor.id)}` : sql`true`];
  if (Array.isArray(key)) {
    if (!cursor) return [sql`true`];
    const values = cursor.key as unknown[];
    return [
      sql`(${sql.join([...key.map((k) => sql`${k.sql}`), sql`${id}`], sql`, `)}) ${op} (${sql.join(
        [...key.map((k, i) => param(k.kind, values[i], bind)), sql`${bind(cursor.id)}`],
        sql`, `,
      )})`,
    ];
  }
  if (!key.nullable) {
    if (!cursor) return [sql`true`];
    return [sql`(${key.sql}, ${id}) ${op} (${param(key.kind, cursor.key, bind)}, ${bind(cursor.id)})`];
  }
  const values = cursor
    ? cursor.key === null
      ? side === 'greater'
        ? null
        : sql`${key.sql} is not null`
      : sql`(${key.sql}, ${id}) ${op} (${param(key.kind, cursor.key, bind)}, ${bind(cursor.id)})`
    : sql`${key.sql} is not null`;
  const nulls =
    cursor?.key === null
      ? sql`${key.sql} is null and ${id} ${op} ${bind(cursor.id)}`
      : cursor && side === 'less'
        ? null
        : sql`${key.sql} is null`;
  const ordered = side === 'greater' ? [values, nulls] : [nulls, values];
  return ordered.filter((s): s is SQL => s !== null);
};

const orderBy = <Row>(sort: KeysetSort<Row>, id: AnyColumn, upwards: boolean): SQL[] => {
  const dir = upwards ? sql`asc` : sql`desc`;
  const keys = sort.key ? (Array.isArray(sort.key) ? sort.key : [sort.key]) : [];
  return [...keys.map((k) => sql`${k.sql} ${dir}`), sql`${id} ${dir}`];
};

export interface KeysetOptions<Row> {
  sort: KeysetSort<Row>;
  /** The table's id column, the tie-breaker. */
  id: AnyColumn;
  idOf: (row: Row) => number;
  fetch: FetchPage<Row>;
  /** Counts the matching rows up to a cap; asked only when the client selects totalCount. */
  count?: (cap: number) => Promise<number>;
  /** Its fetch is a shaped query (server/db/shaped.ts): cursors and limit through placeholders. */
  shaped?: boolean;
}

/** Names the placeholders of a shaped page's cursor values, in the order its SQL reads them. */
const placeholders = () => {
  const values: Record<string, unknown> = {};
  let n = 0;
  const bind: Bind = (value) => {
    const name = `cursor${n++}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
};

/** What decides a cursor's SQL: absent, a NULL key, or a value. */
const cursorShape = (cursor: Cursor | null) => (cursor ? (cursor.key === null ? 'null' : 'key') : 'none');

const checkSize = (n: number | null | undefined) => {
  if (n != null && (!Number.isInteger(n) || n < 0 || n > MAX_PAGE_SIZE))
    throw gqlError('BAD_USER_INPUT', `first/last must be from 0 to ${MAX_PAGE_SIZE}`);
};

/** Pages read ahead, each by the key of the call that will ask for it (of one list: one Row). */
type Ahead = Map<string, Promise<unknown>>;

/**
 * Reading ahead, for a reader that pages forwards through a whole list (an export: see
 * `readingAhead`): the pages read ahead, by the call that will ask for them.
 */
const ahead = new AsyncLocalStorage<Ahead>();

/**
 * Runs `work` (the calls of one list's pages, forwards, each after the last one's end cursor)
 * with each page's next page read ahead: its SQL is sent as soon as this page's rows are in,
 * while this page is still being resolved and written, instead of after. One page ahead at most.
 */
export const readingAhead = <T>(pages: Ahead, work: () => Promise<T>) => ahead.run(pages, work);

/** A new read-ahead for `readingAhead`. */
export const readAhead = (): Ahead => new Map();

const aheadKey = (sort: string, args: ConnectionArgs) =>
  JSON.stringify([sort, args.first ?? null, args.after ?? null, args.last ?? null, args.before ?? null]);

/**
 * A relay connection read by keyset: `first`/`after` forwards, `last`/`before` backwards (with no
 * cursor, `last` reads the list's end). Fetches one row more than asked to know whether more follow.
 */
export const keysetConnection = async <Row>(args: ConnectionArgs, options: KeysetOptions<Row>) => {
  const pages = ahead.getStore();
  if (!pages) return readConnection(args, options);
  const sortName = options.sort.name;
  const key = aheadKey(sortName, args);
  const read = pages.get(key);
  pages.delete(key);
  const page = await ((read as ReturnType<typeof readConnection<Row>> | undefined) ??
    readConnection(args, options));
  const forwards = args.first != null && args.last == null && args.before == null;
  if (forwards && page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    const next = { ...args, after: page.pageInfo.endCursor };
    const reading = readConnection(next, options);
    reading.catch(() => undefined); // its reader meets the failure, or has gone
    pages.clear();
    pages.set(aheadKey(sortName, next), reading);
  }
  return page;
};

const readConnection = async <Row>(args: ConnectionArgs, options: KeysetOptions<Row>) => {
  const { sort, id } = options;
  checkSize(args.first);
  checkSize(args.last);
  const after = args.after ? decode(args.after, sort) : null;
  const before = args.before ? decode(args.before, sort) : null;
  const backwards = args.last != null && args.first == null;
  const size = (backwards ? args.last : args.first) ?? MAX_PAGE_SIZE;

  // Reading upwards means following the key's ascending order.
  const upwards = backwards === sort.descending;
  const side = (cursor: 'after' | 'before'): Side =>
    (cursor === 'after') !== sort.descending ? 'greater' : 'less';
  const from = backwards ? before : after;
  const bound = backwards ? after : before;
  const shaped = options.shaped ? placeholders() : null;
  const bind = shaped?.bind ?? inline;
  const ranges = segments(sort, id, side(backwards ? 'before' : 'after'), from, bind);
  const limit = bound
    ? sql`and (${sql.join(
        segments(sort, id, side(backwards ? 'after' : 'before'), bound, bind).map((s) => sql`(${s})`),
        sql` or `,
      )})`
    : sql``;
  const shape = shaped
    ? `${sort.name}|${backwards ? 'last' : 'first'}|${cursorShape(from)}|${cursorShape(bound)}`
    : undefined;

  const single = sort.key && !Array.isArray(sort.key) ? sort.key : null;
  const dated = single?.kind === 'date';
  const keyText = dated && single ? isoMicros(single.sql) : sql<null>`null`;
  const rows: Row[] = [];
  for (const [segment, range] of ranges.entries()) {
    const want = size + 1 - rows.length;
    if (want <= 0 || size === 0) break;
    rows.push(
      ...(await options.fetch({
        where: sql`(${range}) ${limit}`,
        orderBy: orderBy(sort, id, upwards),
        limit: want,
        keyText,
        // The limit is part of the shape: a shaped list writes it into its text (literalLimit).
        ...(shaped && { shape: `${shape}|${segment}|${want}`, values: { ...shaped.values, limit: want } }),
      })),
    );
  }
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backwards) page.reverse();
  const keyOf = (row: Row) => {
    const key = sort.key;
    if (Array.isArray(key)) return key.map((k) => keyValue(k.kind, k.of(row)));
    if (dated) return (row as { keyText?: string | null }).keyText ?? null;
    return key ? keyValue(key.kind, key.of(row)) : null;
  };
  const cursorOf = (row: Row) => encode({ sort: sort.name, key: keyOf(row), id: options.idOf(row) });
  const edges = page.map((node) => new Edge(node, cursorOf));
  const counted: ListCount = options.count ? lazyCount(options.count) : null;
  return {
    totalCount: counted,
    edges,
    pageInfo: {
      hasNextPage: backwards ? !!before : more,
      hasPreviousPage: backwards ? more : !!after,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};

/** A sort by name and direction from Graphene's orderBy ('lastName', '-lastName'). */
export const keysetSort = <Row, K extends string>(
  orderBy: string | null | undefined,
  keys: Record<K, KeysetSort<Row>['key']>,
  fallback: K | `-${K}`,
): KeysetSort<Row> => {
  const raw = orderBy?.trim() || fallback;
  const descending = raw.startsWith('-');
  const name = raw.replace(/^-/, '') as K;
  if (!Object.hasOwn(keys, name))
    throw gqlError('BAD_USER_INPUT', `orderBy must be one of: ${Object.keys(keys).join(', ')}`);
  return { name: raw, descending, key: keys[name] };
};
