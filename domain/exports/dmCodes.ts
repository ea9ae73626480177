import { yesNo } from '../csv';
import { defineExport, pageOf } from './types';

interface DmCodeNode {
  number: string;
  active: boolean;
  arrivalDate: string | null;
  sku: string | null;
  usedOrderId: string | null;
  usedDate: string | null;
  programHistory: string | null;
  programs: { programId: string }[];
  skuCategory: { name: string } | null;
}

/** A calendar date (YYYY-MM-DD) as the lists show it: DD.MM.YYYY, without a time zone. */
export const calendarDate = (value: string | null) => (value ? value.split('-').reverse().join('.') : '');

/** The data-matrix codes (/data-matrixes, resources/dataMatrixes): every code the filters hold. */
export const dmCodesExport = defineExport<DmCodeNode>({
  resource: 'data-matrixes',
  fileName: 'data-matrix-codes',
  field: 'dmCodes',
  document: `query ($first: Int, $after: String, $number_Startswith: String, $active: Boolean, $skuCategory: ID,
    $arrivalDate_Gte: String, $arrivalDate_Lte: String, $id_In: [ID!]) {
    dmCodes(first: $first, after: $after, number_Startswith: $number_Startswith, active: $active,
      skuCategory: $skuCategory, arrivalDate_Gte: $arrivalDate_Gte, arrivalDate_Lte: $arrivalDate_Lte, id_In: $id_In) {
      ${pageOf('number active arrivalDate sku usedOrderId usedDate programHistory programs { programId } skuCategory { name }')}
    }
  }`,
  header: [
    'Код',
    'Активен',
    'Дата поступления',
    'SKU',
    'Категория SKU',
    'Заказ',
    'Дата использования',
    'Программы',
    'История программ',
  ],
  rows: (c, dates) => [
    [
      c.number,
      yesNo(c.active),
      calendarDate(c.arrivalDate),
      c.sku,
      c.skuCategory?.name,
      c.usedOrderId,
      dates.dateTime(c.usedDate),
      c.programs.map((p) => p.programId.split(':')[0]).join(', '),
      c.programHistory,
    ],
  ],
});
