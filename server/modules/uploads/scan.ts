import type pg from 'pg';
import { undefusedCell } from '../../../domain/csv';
import {
  UPLOAD_CELL_CHARS,
  UPLOAD_MAX_COLUMNS,
  UPLOAD_MESSAGES,
  type UploadField,
} from '../../../domain/uploadRules';
import { UPLOAD_TYPES, type UploadType } from '../../../domain/uploads';
import { KeySet } from './keySet';
import { type TableSource, tableChunks } from './reader';
import { FileRefusal, type TableKind } from './sniff';
import { UPLOAD_TYPE_DEFS } from './types';
import { normalizeHeader, type Uploader } from './types/common';

export interface MappedColumn {
  column: string;
  field: UploadField | null;
}

export interface RowError {
  rowNumber: number;
  column: string;
  message: string;
}

export interface ScanHandlers {
  /** The header's mapping, before any row. */
  onMapping?: (mapping: MappedColumn[]) => void;
  /** Every data row that is not blank; `values` builds its mapped cells (the preview takes the first). */
  onRow?: (rowNumber: number, values: () => Partial<Record<UploadField, string>>) => void;
  onError?: (error: RowError) => void;
  /** A good row whose natural key an earlier good row had (the last one wins); asked for, keys are tracked. */
  onWarning?: (warning: RowError) => void;
  /** A good row's staged values (the import copies them). May return a promise to pause reading. */
  onValid?: (rowNumber: number, staged: (string | null)[]) => void | Promise<void>;
}

export interface ScanResult {
  totalRows: number;
  errorRows: number;
  warningRows: number;
  present: Set<UploadField>;
}

/** A header or cell as the preview and the stored mapping keep it: UPLOAD_CELL_CHARS at most. */
export const clip = (text: string) =>
  text.length > UPLOAD_CELL_CHARS ? `${text.slice(0, UPLOAD_CELL_CHARS - 1)}…` : text;

/**
 * The field each header names (the first column wins when two name the same field); the column's
 * name clipped. More than UPLOAD_MAX_COLUMNS columns refuse the file.
 */
export const mapHeader = (type: UploadType, header: string[]): MappedColumn[] => {
  if (header.length > UPLOAD_MAX_COLUMNS) throw new FileRefusal(UPLOAD_MESSAGES.tooManyColumns);
  const byName = new Map<string, UploadField>();
  for (const c of UPLOAD_TYPE_DEFS[type].columns)
    for (const h of [c.field, ...c.headers]) byName.set(normalizeHeader(h), c.field);
  const taken = new Set<UploadField>();
  return header.map((raw) => {
    const column = clip(raw.trim());
    const field = byName.get(normalizeHeader(raw)) ?? null;
    if (!field || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field };
  });
};

/** The first cell holding U+FFFD, the decoder's mark for bytes that are not UTF-8; -1 when none. */
const undecodable = (row: string[]) => {
  for (let i = 0; i < row.length; i++) if (row[i].includes('\uFFFD')) return i;
  return -1;
};

/** A row without a character but spaces (papaparse gives `['']` for an empty line). */
const blank = (row: string[]) => {
  for (const c of row) if (c?.trim()) return false;
  return true;
};

/**
 * Reads a stored table once: maps the header (missing required columns refuse the file), checks
 * every row with the type's rules and hands rows, errors, warnings and good rows to the handlers.
 * A CSV row with bytes that are not UTF-8 is an error of its own (the rest of the file still
 * reads). Blank rows are skipped (they keep their numbers); a file without a data row is refused.
 */
export const scanFile = async (
  pool: pg.Pool,
  source: TableSource,
  kind: TableKind,
  type: UploadType,
  uploader: Uploader,
  handlers: ScanHandlers,
): Promise<ScanResult> => {
  const def = UPLOAD_TYPE_DEFS[type];
  const check = await def.prepare(pool, uploader);
  let mapping: MappedColumn[] | null = null;
  let positions: [UploadField, number][] = [];
  const columnOf = new Map<UploadField, string>();
  let totalRows = 0;
  let errorRows = 0;
  let warningRows = 0;
  const naturalKey: UploadField = UPLOAD_TYPES[type].naturalKey;
  const keys = handlers.onWarning ? new KeySet() : null;
  // One accessor for every row (no closure or object per row): the checker reads `cells` through it.
  let cells: string[] = [];
  let rowNumber = 0;
  let failed = false;
  const positionOf: Partial<Record<UploadField, number>> = {};
  // A cell trimmed, a list export's defusing apostrophe (`'-73.5`) dropped.
  const cell = (field: UploadField) => {
    const i = positionOf[field];
    return i === undefined ? '' : undefusedCell((cells[i] ?? '').trim());
  };
  const values = () => {
    const mapped: Partial<Record<UploadField, string>> = {};
    for (const [field, i] of positions) mapped[field] = clip(undefusedCell((cells[i] ?? '').trim()));
    return mapped;
  };
  const fail = (field: UploadField, message: string) => {
    failed = true;
    handlers.onError?.({ rowNumber, column: columnOf.get(field) ?? field, message });
  };
  let index = 0;
  for await (const chunk of tableChunks(source, kind)) {
    for (const row of chunk) {
      rowNumber = index++;
      if (!mapping) {
        mapping = mapHeader(type, row);
        const found = new Set(mapping.flatMap((m) => (m.field ? [m.field] : [])));
        const missing = def.columns.filter((c) => c.required && !found.has(c.field));
        if (missing.length)
          throw new FileRefusal(
            `${UPLOAD_MESSAGES.missingColumns}: ${missing.map((c) => c.headers[0]).join(', ')}`,
          );
        positions = mapping.flatMap((m, i) => (m.field ? [[m.field, i] as [UploadField, number]] : []));
        for (const [field, i] of positions) {
          columnOf.set(field, mapping[i].column);
          positionOf[field] = i;
        }
        for (const c of def.columns) if (!columnOf.has(c.field)) columnOf.set(c.field, c.headers[0]);
        handlers.onMapping?.(mapping);
        continue;
      }
      if (blank(row)) continue;
      totalRows += 1;
      cells = row;
      failed = false;
      handlers.onRow?.(rowNumber, values);
      const bad = kind === 'csv' ? undecodable(row) : -1;
      if (bad !== -1) {
        errorRows += 1;
        handlers.onError?.({
          rowNumber,
          column: mapping[bad]?.column ?? '',
          message: UPLOAD_MESSAGES.undecodable,
        });
        continue;
      }
      const staged = check(cell, fail);
      if (failed || !staged) {
        errorRows += 1;
        continue;
      }
      if (keys && !keys.add(cell(naturalKey))) {
        warningRows += 1;
        handlers.onWarning?.({
          rowNumber,
          column: columnOf.get(naturalKey) ?? naturalKey,
          message: UPLOAD_MESSAGES.repeatedKey,
        });
      }
      if (handlers.onValid) {
        // Awaited only when the handler pauses (a COPY batch), not a microtask per row.
        const pause = handlers.onValid(rowNumber, staged);
        if (pause) await pause;
      }
    }
  }
  if (!mapping || totalRows === 0) throw new FileRefusal(UPLOAD_MESSAGES.noRows);
  return { totalRows, errorRows, warningRows, present: new Set(positions.map(([f]) => f)) };
};
