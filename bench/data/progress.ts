import type { Sql } from './sql';

/**
 * What the sessions' volume (issue 12) has already written, so that `npm run bench:data` adds it
 * to a database generated before (BENCH_KEEP=1) and a run broken off resumes: each step records
 * itself here when it commits, the contact events once per committed chunk.
 */
export const ensureProgress = (sql: Sql) =>
  sql.query(`create table if not exists bench_progress (
    step text primary key, value bigint not null default 0, rows bigint not null default 0,
    done boolean not null default false, updated_at timestamptz not null default now())`);

export interface Progress {
  value: number;
  rows: number;
  done: boolean;
}

export const readProgress = async (sql: Sql, step: string): Promise<Progress> => {
  const { rows } = await sql.query('select value, rows, done from bench_progress where step = $1', [step]);
  const row = rows[0];
  return row
    ? { value: Number(row.value), rows: Number(row.rows), done: row.done }
    : { value: 0, rows: 0, done: false };
};

export const writeProgress = (sql: Sql, step: string, progress: Progress) =>
  sql.query(
    `insert into bench_progress (step, value, rows, done) values ($1, $2, $3, $4)
    on conflict (step) do update set value = excluded.value, rows = excluded.rows, done = excluded.done,
      updated_at = now()`,
    [step, progress.value, progress.rows, progress.done],
  );

/** Forgets steps (their data is being rebuilt). */
export const resetProgress = (sql: Sql, steps: string[]) =>
  sql.query('delete from bench_progress where step = any($1)', [steps]);
