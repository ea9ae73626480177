import type pg from 'pg';
import { UPLOAD_MESSAGES, type UploadField } from '../../../domain/uploadRules';
import type { UploadType } from '../../../domain/uploads';
import { tableChunks } from './reader';
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
  /** A good row's staged values (the import copies them). May return a promise to pause reading. */
  onValid?: (rowNumber: number, staged: (string | null)[]) => void | Promise<void>;
}

export interface ScanResult {
  totalRows: number;
  errorRows: number;
  present: Set<UploadField>;
}

/** The field each header names (the first column wins when two name the same field). */
export const mapHeader = (type: UploadType, header: string[]): MappedColumn[] => {
  const byName = new Map<string, UploadField>();
  for (const c of UPLOAD_TYPE_DEFS[type].columns)
    for (const h of [c.field, ...c.headers]) byName.set(normalizeHeader(h), c.field);
  const taken = new Set<UploadField>();
  return header.map((raw) => {
    const column = raw.trim();
    const field = byName.get(normalizeHeader(column)) ?? null;
    if (!field || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field };
  });
};

/** A row without a character but spaces (papaparse gives `['']` for an empty line). */
const blank = (row: string[]) => {
  for (const c of row) if (c?.trim()) return false;
  return true;
};

/**
 * Reads a stored table once: maps the header (missing required columns refuse the file), checks
 * every row with the type's rules and hands rows, errors and good rows to the handlers. Blank rows
 * are skipped (they keep their numbers); a file without a data row is refused.
 */
export const scanFile = async (
  pool: pg.Pool,
  file: string,
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
  // One accessor for every row (no closure or object per row): the checker reads `cells` through it.
  let cells: string[] = [];
  let rowNumber = 0;
  let failed = false;
  const positionOf: Partial<Record<UploadField, number>> = {};
  const cell = (field: UploadField) => {
    const i = positionOf[field];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const values = () => {
    const mapped: Partial<Record<UploadField, string>> = {};
    for (const [field, i] of positions) mapped[field] = (cells[i] ?? '').trim();
    return mapped;
  };
  const fail = (field: UploadField, message: string) => {
    failed = true;
    handlers.onError?.({ rowNumber, column: columnOf.get(field) ?? field, message });
  };
  let index = 0;
  for await (const chunk of tableChunks(file, kind)) {
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
      const staged = check(cell, fail);
      if (failed || !staged) errorRows += 1;
      else if (handlers.onValid) {
        // Awaited only when the handler pauses (a COPY batch), not a microtask per row.
        const pause = handlers.onValid(rowNumber, staged);
        if (pause) await pause;
      }
    }
  }
  if (!mapping || totalRows === 0) throw new FileRefusal(UPLOAD_MESSAGES.noRows);
  return { totalRows, errorRows, present: new Set(positions.map(([f]) => f)) };
};
