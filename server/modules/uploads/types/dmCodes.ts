import { UPLOAD_MESSAGES as M } from '../../../../domain/uploadRules';
import { columnsOf, dateTime, day, flagOf, key, type UploadTypeDef } from './common';
import { dmCodesImporter } from './dmCodesImport';

/** Programs by their code ('LOYAL:2026') and by the part lists show ('LOYAL'), live ones only. */
const programCodes = async (pool: import('pg').Pool) => {
  const { rows } = await pool.query<{ id: number; program_id: string }>(
    'select id, program_id from programs where not is_deleted order by id',
  );
  const codes = new Map<string, number>();
  for (const r of rows) codes.set(key(r.program_id), r.id);
  for (const r of rows) {
    const short = key(r.program_id.split(':')[0]);
    if (!codes.has(short)) codes.set(short, r.id);
  }
  return codes;
};

/**
 * DM_CODES (part 2 §3 "Data-matrix code"): natural key `number` (dm_codes_number_key, "C"
 * collation). Programs are named by their code, separated by `,` or `;`; a new SKU category is created.
 */
export const dmCodesType: UploadTypeDef = {
  columns: columnsOf('DM_CODES'),
  // Hand-written, no closure or array per check: it runs for each of a million rows, twice.
  prepare: async (pool) => {
    const codes = await programCodes(pool);
    return (cell, fail) => {
      const number = cell('number');
      if (!number) fail('number', M.required);
      else if (number.length > 255) fail('number', M.tooLong);
      const activeText = cell('active');
      const active = activeText ? flagOf(activeText) : 'true';
      if (active === undefined) fail('active', M.flag);
      const arrival = day(cell('arrivalDate'));
      if (arrival === undefined) fail('arrivalDate', M.date);
      const sku = cell('sku');
      if (sku.length > 64) fail('sku', M.tooLong);
      const category = cell('skuCategory');
      if (category.length > 255) fail('skuCategory', M.tooLong);
      const order = cell('usedOrderId');
      if (order.length > 64) fail('usedOrderId', M.tooLong);
      const used = dateTime(cell('usedDate'));
      if (used === undefined) fail('usedDate', M.dateTime);
      const programs = cell('programs');
      let ids = '{}';
      if (programs) {
        const found: number[] = [];
        for (const code of programs.split(/[,;]/)) {
          if (!code.trim()) continue;
          const id = codes.get(key(code));
          if (id === undefined) fail('programs', M.program);
          else if (!found.includes(id)) found.push(id);
        }
        ids = `{${found.join(',')}}`;
      }
      // The order dmCodesImport.ts writes them in (the category by name, resolved there).
      return [
        number || null,
        active ?? 'true',
        arrival ?? null,
        sku || null,
        category || null,
        order || null,
        used ?? null,
        cell('programHistory') || null,
        ids,
      ];
    };
  },
  importer: dmCodesImporter,
};
