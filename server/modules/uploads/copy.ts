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

/**
 * COPY lines of a batch written into one growing Buffer as they come: a line's string dies young
 * instead of living (and being promoted) on the heap until its batch is written, which took the
 * server's RSS past 400 MB on a million rows.
 */
export class CopyLines {
  private buffer: Buffer;
  private size = 0;
  /** Where each line starts in the buffer, and the file row it came from. */
  readonly starts: number[] = [];
  readonly rowNumbers: number[] = [];

  constructor(bytes = 4 * 1024 * 1024) {
    this.buffer = Buffer.allocUnsafe(bytes);
  }

  get count() {
    return this.starts.length;
  }

  push(rowNumber: number, line: string) {
    const need = this.size + line.length * 3;
    if (need > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    this.starts.push(this.size);
    this.rowNumbers.push(rowNumber);
    this.size += this.buffer.write(line, this.size);
  }

  /** Line `i` (with its \n). */
  line(i: number) {
    return this.buffer.subarray(this.starts[i], i + 1 < this.starts.length ? this.starts[i + 1] : this.size);
  }

  /** The first value of line `i`, unescaped. */
  first(i: number) {
    const line = this.line(i);
    const tab = line.indexOf(9);
    const text = line.toString('utf8', 0, tab === -1 ? line.length - 1 : tab);
    return text.includes('\\')
      ? text.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c)
      : text;
  }

  bytes() {
    return this.buffer.subarray(0, this.size);
  }
}

/** `copy ... from stdin` of COPY text (lines ending in \n); nothing when empty. */
export const copyText = async (client: pg.PoolClient, sql: string, data: Buffer) => {
  if (!data.length) return;
  await pipeline(Readable.from([data]), client.query(pgCopy.from(sql)));
};

/** The general way: the good rows to a TEMP staging table by COPY, then the type's SQL applies them. */
export const stagingImporter = async (
  client: pg.PoolClient,
  def: StagedType,
  context: ApplyContext,
): Promise<Importer> => {
  const columns = def.stage.map((c) => `${c.name} ${c.type}`).join(', ');
  await client.query(`create temp table stage (row_number integer, ${columns}) on commit drop`);
  let lines = new CopyLines(256 * 1024);
  return {
    add: (rowNumber, staged) => lines.push(rowNumber, `${rowNumber}\t${copyLine(staged)}`),
    write: () => {
      const batch = lines;
      lines = new CopyLines(256 * 1024);
      return copyText(client, 'copy stage from stdin', batch.bytes());
    },
    finish: () => def.apply(client, context),
  };
};
