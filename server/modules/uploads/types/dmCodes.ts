import { UPLOAD_MESSAGES as M } from '../../../../domain/uploadRules';
import { dateTime, day, flag, key, text, type UploadTypeDef, updates, upsertOnce } from './common';

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
  columns: [
    { field: 'number', headers: ['Номер', 'Код', 'Номер кода', 'DM код', 'number', 'code'], required: true },
    { field: 'active', headers: ['Активен', 'Активный', 'Активность', 'active'] },
    { field: 'arrivalDate', headers: ['Дата поступления', 'Дата прихода', 'arrival date'] },
    { field: 'sku', headers: ['SKU', 'Артикул'] },
    { field: 'skuCategory', headers: ['Категория SKU', 'Категория', 'sku category'] },
    { field: 'usedOrderId', headers: ['Номер заказа', 'ID заказа', 'used order id', 'order id'] },
    { field: 'usedDate', headers: ['Дата использования', 'used date'] },
    { field: 'programHistory', headers: ['История программ', 'program history'] },
    { field: 'programs', headers: ['Программы', 'programs'] },
  ],
  stage: [
    { name: 'number', type: 'text' },
    { name: 'active', type: 'boolean' },
    { name: 'arrival_date', type: 'date' },
    { name: 'sku', type: 'text' },
    { name: 'sku_category', type: 'text' },
    { name: 'used_order_id', type: 'text' },
    { name: 'used_date', type: 'timestamp' },
    { name: 'program_history', type: 'text' },
    { name: 'program_ids', type: 'integer[]' },
  ],
  prepare: async (pool) => {
    const codes = await programCodes(pool);
    return (cell, fail) => {
      let ok = true;
      const bad = (field: Parameters<typeof fail>[0], message: string) => () => {
        ok = false;
        fail(field, message);
      };
      const number = cell('number');
      if (!number) bad('number', M.required)();
      const staged = [
        text(number, 255, bad('number', M.tooLong)),
        flag(cell('active'), true, bad('active', M.flag)),
      ];
      const arrival = day(cell('arrivalDate'));
      if (arrival === undefined) bad('arrivalDate', M.date)();
      const used = dateTime(cell('usedDate'));
      if (used === undefined) bad('usedDate', M.dateTime)();
      const ids: number[] = [];
      for (const code of cell('programs').split(/[,;]/)) {
        if (!code.trim()) continue;
        const id = codes.get(key(code));
        if (id === undefined) bad('programs', M.program)();
        else if (!ids.includes(id)) ids.push(id);
      }
      staged.push(
        arrival ?? null,
        text(cell('sku'), 64, bad('sku', M.tooLong)),
        text(cell('skuCategory'), 255, bad('skuCategory', M.tooLong)),
        text(cell('usedOrderId'), 64, bad('usedOrderId', M.tooLong)),
        used ?? null,
        cell('programHistory') || null,
        `{${ids.join(',')}}`,
      );
      return ok ? staged : null;
    };
  },
  apply: async (client, { uploadId, present }) => {
    if (present.has('skuCategory'))
      await client.query(
        `insert into sku_categories (name) select distinct sku_category from stage
         where sku_category is not null on conflict (name) do nothing`,
      );
    const set = updates(present, [
      ['active', 'active'],
      ['arrivalDate', 'arrival_date'],
      ['sku', 'sku'],
      ['skuCategory', 'sku_category_id'],
      ['usedOrderId', 'used_order_id'],
      ['usedDate', 'used_date'],
      ['programHistory', 'program_history'],
      ['programs', 'program_ids'],
    ]);
    return upsertOnce(
      client,
      (source) => `insert into dm_codes as d (number, active, arrival_date, sku, sku_category_id,
          used_order_id, used_date, program_history, program_ids, upload_id)
        select s.number, s.active, s.arrival_date, s.sku, c.id, s.used_order_id,
          s.used_date at time zone 'Asia/Almaty', s.program_history, s.program_ids, $1
        from ${source} s left join sku_categories c on c.name = s.sku_category
        on conflict (number collate "C") do update set ${set}
        returning (xmax = 0) as inserted`,
      'number collate "C"',
      [uploadId],
    );
  },
};
