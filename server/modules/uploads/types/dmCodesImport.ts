import type pg from 'pg';
import type { UploadField } from '../../../../domain/uploadRules';
import { CopyLines, copyText, copyValue } from '../copy';
import { type ApplyContext, changed, type Importer } from './common';

/** The staged values' columns of dm_codes, in the checker's order (the category by id here). */
const COLUMNS: [UploadField, string][] = [
  ['number', 'number'],
  ['active', 'active'],
  ['arrivalDate', 'arrival_date'],
  ['sku', 'sku'],
  ['skuCategory', 'sku_category_id'],
  ['usedOrderId', 'used_order_id'],
  ['usedDate', 'used_date'],
  ['programHistory', 'program_history'],
  ['programs', 'program_ids'],
];
const CATEGORY = 4;
/** The staged values that are the file's text (the others the checker wrote: nothing to escape). */
const TEXT = [true, false, false, true, false, true, false, true, false];

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * DM_CODES' fast import: a batch of new codes goes by COPY straight into dm_codes (an upsert from
 * a staging table costs ~4 times as much). Optimistic first: each batch is COPYed in a savepoint;
 * when a code is already there (or repeated in the file) COPY fails on the unique key, the batch
 * is rolled back to its savepoint and from then on each batch is checked: its codes taken once
 * (the last row wins), the ones dm_codes already holds staged for one UPDATE at the end, the rest
 * COPYed. All inside the import's one transaction.
 */
export const dmCodesImporter = async (client: pg.PoolClient, context: ApplyContext): Promise<Importer> => {
  const { uploadId } = context;
  // The staged used_date is local time in Almaty: COPY reads a timestamptz in the session's zone.
  await client.query(`set local timezone = 'Asia/Almaty'`);
  const upload = String(uploadId);
  const categories = new Map<string, number>();
  let checked = false;
  let inserted = 0;
  let staged = 0;

  // Only the columns the file has (and the upload): a column left out takes its default, as the
  // upsert wrote it, and COPY parses less. Known at the first row (the header is read by then).
  let written: number[] = [];
  let columns = '';
  const line = (r: (string | null)[]) => {
    let text = copyValue(r[0]);
    for (let k = 1; k < written.length; k++) {
      const i = written[k];
      const v = r[i];
      text += `\t${v == null ? '\\N' : i === CATEGORY ? categories.get(v) : TEXT[i] ? copyValue(v) : v}`;
    }
    return `${text}\t${upload}\n`;
  };

  /** The rows added since the last write; rows naming a category not met before wait for its id. */
  const fresh = () => ({ lines: new CopyLines(), waiting: [] as [number, (string | null)[]][] });
  let batch = fresh();

  /** The SKU categories the waiting rows name, created when new (their ids kept for the file). */
  const resolveCategories = async (waiting: [number, (string | null)[]][]) => {
    const names = [...new Set(waiting.map(([, r]) => r[CATEGORY]!))];
    await client.query(
      'insert into sku_categories (name) select unnest($1::text[]) on conflict (name) do nothing',
      [names],
    );
    const { rows: found } = await client.query<{ id: number; name: string }>(
      'select id, name from sku_categories where name = any($1::text[])',
      [names],
    );
    for (const f of found) categories.set(f.name, f.id);
  };

  const copyNew = (data: Buffer) => copyText(client, `copy dm_codes (${columns}) from stdin`, data);

  const checkedWrite = async (lines: CopyLines) => {
    // Each code once, its last row winning (the waiting rows came after the others: by row number).
    const last = new Map<string, number>();
    for (let i = 0; i < lines.count; i++) {
      const number = lines.first(i);
      const seen = last.get(number);
      if (seen === undefined || lines.rowNumbers[seen] < lines.rowNumbers[i]) last.set(number, i);
    }
    const keys = [...last.keys()];
    // A concurrent import may commit one of these codes meanwhile: look again, twice at most.
    for (let attempt = 1; ; attempt++) {
      await client.query('savepoint dm_codes_batch');
      try {
        // Whether a code was there before this import (it counts as updated) or this import put it.
        const { rows: found } = await client.query<{ number: string; before: boolean }>(
          `select number, upload_id is distinct from $2 as before from dm_codes
           where number collate "C" = any($1::text[])`,
          [keys, uploadId],
        );
        const existing = new Map(found.map((f) => [f.number, f.before]));
        const news: Buffer[] = [];
        const known: Buffer[] = [];
        for (const [number, i] of last) {
          const before = existing.get(number);
          if (before === undefined) news.push(lines.line(i));
          else known.push(Buffer.from(`${lines.rowNumbers[i]}\t${before ? 't' : 'f'}\t`), lines.line(i));
        }
        // `known` holds two buffers a row: its row number and whether it was there before, its line.
        await copyNew(Buffer.concat(news));
        await copyText(
          client,
          `copy dm_codes_stage (row_number, before, ${columns}) from stdin`,
          Buffer.concat(known),
        );
        await client.query('release savepoint dm_codes_batch');
        inserted += news.length;
        staged += known.length / 2;
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        await client.query('rollback to savepoint dm_codes_batch');
      }
    }
  };

  return {
    add: (rowNumber, r) => {
      if (!columns) {
        written = COLUMNS.flatMap(([field], i) => (i === 0 || context.present.has(field) ? [i] : []));
        columns = [...written.map((i) => COLUMNS[i][1]), 'upload_id'].join(', ');
      }
      const category = r[CATEGORY];
      if (category != null && !categories.has(category)) batch.waiting.push([rowNumber, r]);
      else batch.lines.push(rowNumber, line(r));
    },
    write: async () => {
      const taken = batch;
      batch = fresh();
      if (taken.waiting.length) {
        await resolveCategories(taken.waiting);
        for (const [rowNumber, r] of taken.waiting) taken.lines.push(rowNumber, line(r));
      }
      if (!checked) {
        await client.query('savepoint dm_codes_batch');
        try {
          await copyNew(taken.lines.bytes());
          await client.query('release savepoint dm_codes_batch');
          inserted += taken.lines.count;
          return;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          await client.query('rollback to savepoint dm_codes_batch');
          checked = true;
          await client.query(
            `create temp table dm_codes_stage (row_number integer, before boolean, number text, active boolean,
               arrival_date date, sku text, sku_category_id integer, used_order_id text,
               used_date timestamptz, program_history text, program_ids integer[], upload_id integer)
             on commit drop`,
          );
        }
      }
      await checkedWrite(taken.lines);
    },
    finish: async () => {
      if (!staged) return { inserted, updated: 0 };
      const used = COLUMNS.slice(1)
        .filter(([field]) => context.present.has(field))
        .map(([, column]) => column);
      const set = used
        .map((column) => `${column} = x.${column}`)
        .concat('upload_id = x.upload_id')
        .join(', ');
      // A code this import inserted and the file names again is updated, but counted as inserted;
      // a code the file repeats as it is stays untouched and is not counted.
      // Codes compared and sorted in "C" (bytes: the unique key's own collation, and fast).
      const { rows } = await client.query<{ updated: number }>(
        `with done as (
           update dm_codes d set ${set}
           from (select distinct on (number collate "C") * from dm_codes_stage
                 order by number collate "C", row_number desc) x
           where d.number collate "C" = x.number collate "C" and ${changed(used, 'd', 'x')}
           returning x.before)
         select (count(*) filter (where before))::int as updated from done`,
      );
      return { inserted, updated: rows[0].updated };
    },
  };
};
