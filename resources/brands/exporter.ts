import type { Exporter } from 'react-admin';
import { downloadCsv, yesNo } from '../shared/csv';
import type { Brand } from './serializer';

export const BRAND_CSV_HEADER = ['ID', 'Бренд', 'Сегмент', 'BAT', 'Форматы'];

export const brandRows = (brands: readonly Brand[]) =>
  brands.map((b) => [
    b.id,
    b.title,
    b.segment?.title,
    yesNo(b.isBat),
    b.formats.map((f) => f.title).join(', '),
  ]);

export const exportBrands: Exporter<Brand> = (brands) =>
  downloadCsv('brands', BRAND_CSV_HEADER, brandRows(brands));
