import { downloadCsv } from '../shared/csv';
import type { StickBrand } from './stickSerializer';

export const STICK_CSV_HEADER = [
  'ID бренда',
  'Бренд стиков',
  'ID стика',
  'Стик',
  'CRM ID',
  'Совместимые типы',
];

/** One row per stick with its brand; a brand without sticks gets a row of its own. */
export const stickRows = (brands: readonly StickBrand[]) =>
  brands.flatMap((brand) =>
    (brand.sticks.length ? brand.sticks : [undefined]).map((stick) => [
      brand.id,
      brand.title,
      stick?.id,
      stick?.title,
      stick?.crmId,
      stick?.compatibility.map((t) => t.title).join(', '),
    ]),
  );

export const exportSticks = (brands: readonly StickBrand[]) =>
  downloadCsv('sticks', STICK_CSV_HEADER, stickRows(brands));
