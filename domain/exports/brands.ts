import { yesNo } from '../csv';
import { defineExport, pageOf } from './types';

interface BrandNode {
  id: string;
  title: string;
  isBat: boolean;
  segment: { title: string } | null;
  formats: { title: string }[];
}

/** The brands list (resources/brands): every live format of a brand, as the list reads them. */
export const brandsExport = defineExport<BrandNode>({
  resource: 'brands',
  fileName: 'brands',
  field: 'brands',
  document: `query ($first: Int, $after: String, $isDeleted: Boolean, $title_Icontains: String, $isBat: Boolean,
    $id_In: [ID!], $orderBy: String) {
    brands(first: $first, after: $after, isDeleted: $isDeleted, title_Icontains: $title_Icontains, isBat: $isBat,
      id_In: $id_In, orderBy: $orderBy) {
      ${pageOf('id title isBat segment { title } formats { title }')}
    }
  }`,
  header: ['ID', 'Бренд', 'Сегмент', 'BAT', 'Форматы'],
  rows: (b) => [[b.id, b.title, b.segment?.title, yesNo(b.isBat), b.formats.map((f) => f.title).join(', ')]],
});
