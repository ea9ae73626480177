import type { Exporter } from 'react-admin';
import { downloadCsv, yesNo } from '../shared/csv';
import type { Format } from './serializer';

export const FORMAT_CSV_HEADER = [
  'ID',
  'SKU',
  'Формат',
  'Бренд',
  'Виден внешним системам',
  'Внешнее название',
  'Минимальные розничные цены',
];

export const formatRows = (formats: readonly Format[]) =>
  formats.map((f) => [
    f.id,
    f.sku,
    f.title,
    f.brand?.title,
    yesNo(f.externalVisibility),
    f.externalTitle,
    f.minimalretailprice.map((p) => p.price).join(', '),
  ]);

export const exportFormats: Exporter<Format> = (formats) =>
  downloadCsv('formats', FORMAT_CSV_HEADER, formatRows(formats));
