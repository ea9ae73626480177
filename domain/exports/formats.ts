import { yesNo } from '../csv';
import { defineExport, pageOf } from './types';

interface FormatNode {
  id: string;
  sku: string | null;
  title: string;
  externalVisibility: boolean;
  externalTitle: string | null;
  brand: { title: string } | null;
  minimalretailprice: { price: number }[];
}

export const formatsExport = defineExport<FormatNode>({
  resource: 'formats',
  fileName: 'formats',
  field: 'formats',
  document: `query ($first: Int, $after: String, $orderBy: String, $isDeleted: Boolean, $sku_Icontains: String,
    $title_Icontains: String, $brand_In: [ID!], $id_In: [ID!]) {
    formats(first: $first, after: $after, orderBy: $orderBy, isDeleted: $isDeleted, sku_Icontains: $sku_Icontains,
      title_Icontains: $title_Icontains, brand_In: $brand_In, id_In: $id_In) {
      ${pageOf('id sku title externalVisibility externalTitle brand { title } minimalretailprice { price }')}
    }
  }`,
  header: [
    'ID',
    'SKU',
    'Формат',
    'Бренд',
    'Виден внешним системам',
    'Внешнее название',
    'Минимальные розничные цены',
  ],
  rows: (f) => [
    [
      f.id,
      f.sku,
      f.title,
      f.brand?.title,
      yesNo(f.externalVisibility),
      f.externalTitle,
      f.minimalretailprice.map((p) => p.price).join(', '),
    ],
  ],
});
