import { describe, expect, it } from 'vitest';
import { LIST_EXPORTS } from '../../domain/exports';
import { tradePointsExport } from '../../domain/exports/tradePoints';
import {
  columnHeaders,
  fileDateTime,
  UPLOAD_COLUMNS,
  UPLOAD_REASON_HEADER,
  uploadTemplate,
} from '../../domain/uploadColumns';
import { UPLOAD_TYPE_NAMES } from '../../domain/uploads';
import { UPLOAD_TYPE_DEFS } from '../../server/modules/uploads/types';
import { normalizeHeader } from '../../server/modules/uploads/types/common';

/** The one definition of each upload type's columns (domain/uploadColumns.ts) and what it feeds. */
describe('upload columns', () => {
  it('no header spelling names two columns of a type, and none is the errors file’s reason column', () => {
    for (const type of UPLOAD_TYPE_NAMES) {
      const seen = new Map<string, string>();
      for (const column of UPLOAD_COLUMNS[type])
        for (const header of [column.field, ...columnHeaders(column)]) {
          const name = normalizeHeader(header);
          expect(seen.get(name) ?? column.field, `${type}: ${header}`).toBe(column.field);
          seen.set(name, column.field);
        }
      expect(seen.has(normalizeHeader(UPLOAD_REASON_HEADER))).toBe(false);
    }
  });

  it('the engine reads, the exports write and the template holds the same headers', () => {
    const exportOf = {
      SPOTS: tradePointsExport,
      DM_CODES: LIST_EXPORTS['data-matrixes'],
      CIGARETTES: LIST_EXPORTS.cigarettes,
      EQUIPMENT_TABLETS: LIST_EXPORTS.tablets,
      EQUIPMENT_STANDS: LIST_EXPORTS.stands,
    };
    for (const type of UPLOAD_TYPE_NAMES) {
      const headers = UPLOAD_COLUMNS[type].map((c) => c.header);
      expect(UPLOAD_TYPE_DEFS[type].columns.map((c) => c.headers[0])).toEqual(headers);
      expect(exportOf[type].header).toEqual(headers);
      expect(uploadTemplate(type, 'ru')).toBe(`\uFEFF${headers.join(';')}\r\n`);
      expect(uploadTemplate(type, 'en')).toBe(
        `\uFEFF${UPLOAD_COLUMNS[type].map((c) => c.headerEn).join(';')}\r\n`,
      );
    }
  });

  it('an instant is written in Almaty time, its seconds and milliseconds only when it has them', () => {
    expect(fileDateTime('2026-01-20T09:30:00.000Z')).toBe('20.01.2026 14:30');
    expect(fileDateTime('2026-01-20T09:30:05.000Z')).toBe('20.01.2026 14:30:05');
    expect(fileDateTime('2026-01-20T19:30:00.042Z')).toBe('21.01.2026 00:30:00.042');
    expect(fileDateTime(null)).toBe('');
  });
});
