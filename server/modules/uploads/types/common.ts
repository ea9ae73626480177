import type pg from 'pg';
import type { Role } from '../../../../domain/roles';
import { columnHeaders, UPLOAD_COLUMNS } from '../../../../domain/uploadColumns';
import { UPLOAD_MESSAGES as M, type UploadField } from '../../../../domain/uploadRules';
import type { UploadType } from '../../../../domain/uploads';

/** Who uploads: the role decides the scope (a coordinator's rows are their own). */
export interface Uploader {
  id: number;
  role: Role;
}

/** A column of a type: the field, the header names it is known by (Russian and English), required. */
export interface ColumnDef {
  field: UploadField;
  headers: string[];
  required?: boolean;
}

/** A type's columns as the engine reads them, from the one definition in domain/uploadColumns.ts. */
export const columnsOf = (type: UploadType): ColumnDef[] =>
  UPLOAD_COLUMNS[type].map((c) => ({ field: c.field, headers: columnHeaders(c), required: c.required }));

/** A column of the staging table (after `row_number int`), in the COPY text format's order. */
export interface StageColumn {
  name: string;
  type: string;
}

export type Cell = (field: UploadField) => string;
export type Fail = (field: UploadField, message: string) => void;
/** The staged values of a good row (COPY order), or null once `fail` was called. */
export type RowChecker = (cell: Cell, fail: Fail) => (string | null)[] | null;

export interface ApplyContext {
  uploadId: number;
  uploader: Uploader;
  /** The fields the file has a column for: an update leaves the others as they were. */
  present: ReadonlySet<UploadField>;
}

export interface ApplyResult {
  inserted: number;
  updated: number;
}

/** How an import writes its good rows, inside the import's transaction. */
export interface Importer {
  /** A good row, in file order: synchronous, it runs while the previous batch is being written. */
  add: (rowNumber: number, staged: (string | null)[]) => void;
  /** Writes the rows added since the last call (taken at once); one call at a time. */
  write: () => Promise<void>;
  /** After the last batch: applies what is left and counts the rows inserted and updated. */
  finish: () => Promise<ApplyResult>;
}

/**
 * One upload type (UploadTypeDef): its columns, the rules of a row (with the lookups they need,
 * loaded once per file), and how its good rows are written by the type's natural key.
 */
interface TypeRules {
  columns: ColumnDef[];
  prepare: (pool: pg.Pool, uploader: Uploader) => Promise<RowChecker>;
}

/** Good rows staged by COPY in a TEMP table `stage`, then applied by the type's SQL. */
export interface StagedType extends TypeRules {
  stage: StageColumn[];
  /** Runs inside the import's transaction; `stage` holds the good rows (row_number + stage columns). */
  apply: (client: pg.PoolClient, context: ApplyContext) => Promise<ApplyResult>;
  importer?: never;
}

/** Good rows written a faster way of the type's own (DM_CODES: COPY straight into the table). */
interface DirectType extends TypeRules {
  importer: (client: pg.PoolClient, context: ApplyContext) => Promise<Importer>;
  stage?: never;
  apply?: never;
}

export type UploadTypeDef = StagedType | DirectType;

/** Header names compared without case, spaces, underscores, dashes or dots (ё as е). */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s_.-]+/g, '');

/** A lookup key: trimmed, lower case, inner spaces collapsed. */
export const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const text = (value: string, max: number, fail: () => void): string | null => {
  if (!value) return null;
  if (value.length > max) {
    fail();
    return null;
  }
  return value;
};

const YES = new Set(['да', 'yes', 'true', '1', 'y', 'д', '+']);
const NO = new Set(['нет', 'no', 'false', '0', 'n', 'н', '-']);

/** да/нет, yes/no, true/false, 1/0 as 'true' or 'false'; undefined when none of them. */
export const flagOf = (value: string): 'true' | 'false' | undefined => {
  if (value === 'true' || value === 'false') return value;
  const v = value.toLowerCase();
  if (YES.has(v)) return 'true';
  if (NO.has(v)) return 'false';
  return undefined;
};

/** A flag; empty gives the default. */
export const flag = (value: string, fallback: boolean, fail: () => void): string => {
  if (!value) return String(fallback);
  const v = flagOf(value);
  if (v) return v;
  fail();
  return String(fallback);
};

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real day from 1900 on (by hand: a Date per row costs more than the whole rest of a check). */
const validDay = (y: number, m: number, d: number) =>
  y >= 1900 &&
  m >= 1 &&
  m <= 12 &&
  d >= 1 &&
  d <= DAYS_IN_MONTH[m - 1] &&
  (m !== 2 || d < 29 || (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)));

const digits = (value: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
};

/** YYYY-MM-DD or DD.MM.YYYY as YYYY-MM-DD; null when empty or not a date. */
export const day = (value: string): string | null | undefined => {
  if (!value) return null;
  // The usual YYYY-MM-DD without a regular expression.
  if (value.length === 10 && value[4] === '-' && value[7] === '-') {
    const y = digits(value, 0, 4);
    const m = digits(value, 5, 7);
    const d = digits(value, 8, 10);
    return validDay(y, m, d) ? value : undefined;
  }
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m && validDay(+m[1], +m[2], +m[3])) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (m && validDay(+m[3], +m[2], +m[1])) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return undefined;
};

/**
 * A date with an optional time (HH:MM[:SS[.fff]], the fraction as a list export writes an instant
 * that has one), local to Asia/Almaty when applied.
 */
export const dateTime = (value: string): string | null | undefined => {
  if (!value) return null;
  const m = /^(\S+)(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?$/.exec(value);
  if (!m) return undefined;
  const d = day(m[1]);
  if (!d) return undefined;
  if (m[2] === undefined) return `${d} 00:00:00`;
  const [h, min, s] = [+m[2], +m[3], +(m[4] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return undefined;
  return `${d} ${String(h).padStart(2, '0')}:${m[3]}:${String(s).padStart(2, '0')}${m[5] ?? ''}`;
};

/** A decimal number (a comma as the decimal point too) within [min, max]. */
export const decimal = (value: string, min: number, max: number, fail: () => void): string | null => {
  if (!value) return null;
  const n = Number(value.replace(',', '.'));
  if (!/^-?\d+([.,]\d+)?$/.test(value) || n < min || n > max) {
    fail();
    return null;
  }
  return String(n);
};

/** A map from the lookup key of a query's `k` column to its row. */
export const lookup = async <T extends { k: string }>(
  pool: pg.Pool,
  query: string,
  values: unknown[] = [],
) => {
  const { rows } = await pool.query<T>(query, values);
  return new Map(rows.map((r) => [key(r.k), r]));
};

export interface Person {
  k: string;
  id: number;
  manager_id: number | null;
  /** Active and not fired: only such a person may be newly named on a row. */
  live: boolean;
}

/** The coordinators or consultants by e-mail (lower case), live or not (a row may keep a former one). */
export const people = (pool: pg.Pool, role: 'COORDINATOR' | 'CONSULTANT') =>
  lookup<Person>(
    pool,
    `select email as k, id, manager_id, (is_active and not is_fired) as live from users where role = $1`,
    [role],
  );

/** Who a row names now (its coordinator and consultant ids), when the row is already there. */
export interface Kept {
  coordinator: number | null;
  consultant: number | null;
}

/**
 * The coordinator of a row: a coordinator uploading is the coordinator of every row (naming
 * anyone else is an error); HQ may name one by e-mail or leave the column empty. A coordinator
 * no longer live (fired, inactive) is refused, unless the row already names them (a list's
 * export uploaded again changes nothing).
 */
export const coordinatorOf = (
  uploader: Uploader,
  coordinators: Map<string, Person>,
  cell: Cell,
  fail: Fail,
  kept?: Kept,
): number | null => {
  const email = cell('coordinator');
  const named = email ? coordinators.get(key(email)) : undefined;
  if (uploader.role === 'COORDINATOR') {
    if (email && named?.id !== uploader.id) fail('coordinator', M.onlyYourself);
    return uploader.id;
  }
  if (!email) return null;
  if (!named || (!named.live && named.id !== kept?.coordinator)) {
    fail('coordinator', M.coordinator);
    return null;
  }
  return named.id;
};

/**
 * The consultant of a row: a live one of the coordinator's team (users.manager_id), or the one
 * the row already names with that same coordinator (kept as it is, whatever became of them).
 */
export const consultantOf = (
  coordinatorId: number | null,
  consultants: Map<string, Person>,
  cell: Cell,
  fail: Fail,
  kept?: Kept,
): number | null => {
  const email = cell('consultant');
  if (!email) return null;
  const found = consultants.get(key(email));
  const unchanged =
    found !== undefined && found.id === kept?.consultant && coordinatorId === kept.coordinator;
  if (unchanged) return found.id;
  if (!found?.live) fail('consultant', M.consultant);
  else if (coordinatorId == null) fail('consultant', M.consultantNeedsCoordinator);
  else if (found.manager_id !== coordinatorId) fail('consultant', M.consultantTeam);
  return found?.id ?? null;
};

/** `insert ... returning (xmax = 0) as inserted` counted: rows inserted and rows updated. */
export const counted = async (client: pg.PoolClient, upsert: string, values: unknown[] = []) => {
  const { rows } = await client.query<{ inserted: string; updated: string }>(
    `with done as (${upsert}) select count(*) filter (where inserted) as inserted,
       count(*) filter (where not inserted) as updated from done`,
    values,
  );
  return { inserted: Number(rows[0].inserted), updated: Number(rows[0].updated) };
};

/** The staged rows, a key repeated in the file taken once: its last row wins. */
export const lastPerKey = (keyExpr: string) =>
  `(select distinct on (${keyExpr}) * from stage order by ${keyExpr}, row_number desc)`;

/**
 * An upsert from the staged rows: first straight from `stage` (the usual file, each key once);
 * PostgreSQL refuses a key twice in one upsert (21000), then the rows go once per key, last wins.
 */
export const upsertOnce = async (
  client: pg.PoolClient,
  build: (source: string) => string,
  keyExpr: string,
  values: unknown[],
) => {
  await client.query('savepoint upsert_once');
  try {
    const result = await counted(client, build('stage'), values);
    await client.query('release savepoint upsert_once');
    return result;
  } catch (error) {
    if ((error as { code?: string }).code !== '21000') throw error;
    await client.query('rollback to savepoint upsert_once');
    return counted(client, build(lastPerKey(keyExpr)), values);
  }
};

/**
 * `col = excluded.col` for the fields the file has (the natural key's own column never changes),
 * then `where` the row differs in one of them: a row the file repeats as it is stays untouched
 * (its upload_id too) and is not counted as updated, so a list's export uploaded again changes nothing.
 */
export const updates = (
  present: ReadonlySet<UploadField>,
  columns: [UploadField, string][],
  table: string,
) => {
  const used = columns.filter(([field]) => present.has(field)).map(([, column]) => column);
  return `${used
    .map((column) => `${column} = excluded.${column}`)
    .concat('upload_id = excluded.upload_id')
    .join(', ')} where ${changed(used, table, 'excluded')}`;
};

/** SQL true when the row `table` differs from `source` in one of `columns` (false without columns). */
export const changed = (columns: string[], table: string, source: string) =>
  columns.length
    ? `(${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns.map((c) => `${source}.${c}`).join(', ')})`
    : 'false';
