import { fileDate, fileDateTime, fileFlag, uploadFileHeader, uploadFileRows } from '../uploadColumns';
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

/**
 * The data-matrix codes (/data-matrixes, resources/dataMatrixes): every code the filters hold, as a
 * DM_CODES upload file (programs by their whole code, the used date in the upload's time zone).
 */
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
  header: uploadFileHeader('DM_CODES'),
  rows: uploadFileRows<DmCodeNode>('DM_CODES', (c) => ({
    number: c.number,
    active: fileFlag(c.active),
    arrivalDate: fileDate(c.arrivalDate),
    sku: c.sku,
    skuCategory: c.skuCategory?.name,
    usedOrderId: c.usedOrderId,
    usedDate: fileDateTime(c.usedDate),
    programs: c.programs.map((p) => p.programId).join(', '),
    programHistory: c.programHistory,
  })),
});
