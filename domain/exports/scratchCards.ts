import { yesNo } from '../csv';
import { defineExport, pageOf } from './types';

interface ScratchCardNode {
  id: string;
  title: string;
  code: string | null;
  description: string | null;
  isActive: boolean;
}

/** The scratch cards list (resources/scratchCards). */
export const scratchCardsExport = defineExport<ScratchCardNode>({
  resource: 'scratch-cards',
  fileName: 'scratch-cards',
  field: 'scratchCards',
  document: `query ($first: Int, $after: String, $search: String, $isActive: Boolean, $id_In: [ID!], $orderBy: String) {
    scratchCards(first: $first, after: $after, search: $search, isActive: $isActive, id_In: $id_In,
      orderBy: $orderBy) {
      ${pageOf('id title code description isActive')}
    }
  }`,
  header: ['ID', 'Название', 'Код', 'Описание', 'Активна'],
  rows: (c) => [[c.id, c.title, c.code, c.description, yesNo(c.isActive)]],
});
