import type pg from 'pg';

/** A connection the generator writes through (one session: its temporary tables live there). */
export type Sql = pg.ClientBase;

/**
 * Query parameters by name: `p.add(value, 'text[]')` answers the placeholder (`$3::text[]`) to
 * write in the SQL, and `p.values` is what to send with it.
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: string) {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** `(array)[random element]` for a random number r in [0, 1). */
export const pick = (array: string, r: string) => `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;

/** Runs a statement and answers the number of rows it wrote. */
export const run = async (sql: Sql, text: string, values: unknown[] = []) =>
  (await sql.query(text, values)).rowCount ?? 0;

/** The id of the demo user with this e-mail (the generator attaches its volume to the demo data). */
export const demoUserId = async (sql: Sql, email: string): Promise<number> => {
  const { rows } = await sql.query('select id from users where lower(email) = lower($1)', [email]);
  if (!rows[0]) throw new Error(`the demo data has no ${email}`);
  return rows[0].id;
};

/** Creates a temporary working table from a query and analyzes it (the planner has no statistics of a temporary table until then). */
export const createWorkTable = async (sql: Sql, name: string, query: string, values: unknown[] = []) => {
  await run(sql, `drop table if exists ${name}`);
  const rows = await run(sql, `create temporary table ${name} as ${query}`, values);
  await run(sql, `analyze ${name}`);
  return rows;
};

/**
 * Drops a table's secondary indexes (not its primary key's or a constraint's) before a bulk load
 * and answers their definitions: building an index once after the load is a sort, much cheaper
 * than millions of single inserts (above all for trigram and other GIN indexes).
 */
export const dropSecondaryIndexes = async (sql: Sql, table: string): Promise<string[]> => {
  const { rows } = await sql.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = $1::regclass and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const row of rows) await sql.query(`drop index ${row.name}`);
  return rows.map((row) => row.definition);
};

/** Builds the indexes dropSecondaryIndexes dropped; answers how many. */
export const createIndexes = async (sql: Sql, definitions: string[]) => {
  for (const definition of definitions) await sql.query(definition);
  return definitions.length;
};
