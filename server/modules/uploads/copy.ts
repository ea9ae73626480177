import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { ApplyContext, Importer, StagedType } from './types/common';

const SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: backslash, tab and line breaks escaped, NULL as \N. */
export const copyValue = (value: string | null) =>
  value == null
    ? '\\N'
    : SPECIAL.test(value)
      ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
      : value;

/** A row of values as one line of COPY's text format. */
export const copyLine = (values: (string | null)[]) => {
  let line = copyValue(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyValue(values[i])}`;
  return `${line}\n`;
};

/** `copy ... from stdin` of the given lines (each ending in \n). */
export const copyText = async (client: pg.PoolClient, sql: string, lines: string[]) => {
  if (!lines.length) return;
  await pipeline(Readable.from([lines.join('')]), client.query(pgCopy.from(sql)));
};

/** The general way: the good rows to a TEMP staging table by COPY, then the type's SQL applies them. */
export const stagingImporter = async (
  client: pg.PoolClient,
  def: StagedType,
  context: ApplyContext,
): Promise<Importer> => {
  const columns = def.stage.map((c) => `${c.name} ${c.type}`).join(', ');
  await client.query(`create temp table stage (row_number integer, ${columns}) on commit drop`);
  let lines: string[] = [];
  return {
    add: (rowNumber, staged) => {
      lines.push(`${rowNumber}\t${copyLine(staged)}`);
    },
    write: () => {
      const batch = lines;
      lines = [];
      return copyText(client, 'copy stage from stdin', batch);
    },
    finish: () => def.apply(client, context),
  };
};
