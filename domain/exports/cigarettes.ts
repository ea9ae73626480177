import { fileFlag, uploadFileHeader, uploadFileRows } from '../uploadColumns';
import { defineExport, pageOf } from './types';

interface CigaretteNode {
  brandTitle: string;
  formatTitle: string;
  sku: string;
  brandIsBat: boolean;
}

/** The cigarette formats (/cigarettes, resources/cigarettes): a CIGARETTES upload file. */
export const cigarettesExport = defineExport<CigaretteNode>({
  resource: 'cigarettes',
  fileName: 'cigarettes',
  field: 'cigarettes',
  document: `query ($first: Int, $after: String, $search: String, $brandIsBat: Boolean, $id_In: [ID!], $orderBy: String) {
    cigarettes(first: $first, after: $after, search: $search, brandIsBat: $brandIsBat, id_In: $id_In, orderBy: $orderBy) {
      ${pageOf('brandTitle formatTitle sku brandIsBat')}
    }
  }`,
  header: uploadFileHeader('CIGARETTES'),
  rows: uploadFileRows<CigaretteNode>('CIGARETTES', (c) => ({
    brand: c.brandTitle,
    format: c.formatTitle,
    sku: c.sku,
    isBat: fileFlag(c.brandIsBat),
  })),
});
