import { UPLOAD_MESSAGES as M } from '../../../../domain/uploadRules';
import { columnsOf, flag, text, type UploadTypeDef, updates, upsertOnce } from './common';

/** CIGARETTES (part 2 §3 "Cigarette row"): natural key `sku` (cigarettes_sku_key). */
export const cigarettesType: UploadTypeDef = {
  columns: columnsOf('CIGARETTES'),
  stage: [
    { name: 'brand_title', type: 'text' },
    { name: 'format_title', type: 'text' },
    { name: 'sku', type: 'text' },
    { name: 'brand_is_bat', type: 'boolean' },
  ],
  prepare: async () => (cell, fail) => {
    let ok = true;
    const bad = (field: Parameters<typeof fail>[0], message: string) => () => {
      ok = false;
      fail(field, message);
    };
    for (const field of ['brand', 'format', 'sku'] as const) if (!cell(field)) bad(field, M.required)();
    const staged = [
      text(cell('brand'), 255, bad('brand', M.tooLong)),
      text(cell('format'), 255, bad('format', M.tooLong)),
      text(cell('sku'), 64, bad('sku', M.tooLong)),
      flag(cell('isBat'), false, bad('isBat', M.flag)),
    ];
    return ok ? staged : null;
  },
  apply: (client, { uploadId, present }) =>
    upsertOnce(
      client,
      (source) => `insert into cigarettes (brand_title, format_title, sku, brand_is_bat, upload_id)
        select s.brand_title, s.format_title, s.sku, s.brand_is_bat, $1 from ${source} s
        on conflict (sku) do update set ${updates(
          present,
          [
            ['brand', 'brand_title'],
            ['format', 'format_title'],
            ['isBat', 'brand_is_bat'],
          ],
          'cigarettes',
        )}
        returning (xmax = 0) as inserted`,
      'sku',
      [uploadId],
    ),
};
