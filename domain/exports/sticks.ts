import { defineExport, pageOf } from './types';

interface StickNode {
  id: string;
  title: string;
  crmId: string | null;
  isDeleted: boolean;
  compatibility: { title: string }[];
}

interface StickBrandNode {
  id: string;
  title: string;
  sticks: StickNode[];
}

/**
 * The sticks section of the Devices page (resource 'stickbrand', a node is a stick brand): one
 * row per stick with its brand; a brand without sticks gets a row of its own. Deleted sticks are
 * left out, as the browser's afterRead leaves them out. The field takes no orderBy (by title).
 */
export const sticksExport = defineExport<StickBrandNode>({
  resource: 'stickbrand',
  fileName: 'sticks',
  field: 'stickBrands',
  document: `query ($first: Int, $after: String, $isDeleted: Boolean, $id_In: [ID!]) {
    stickBrands(first: $first, after: $after, isDeleted: $isDeleted, id_In: $id_In) {
      ${pageOf('id title sticks { id title crmId isDeleted compatibility { title } }')}
    }
  }`,
  header: ['ID бренда', 'Бренд стиков', 'ID стика', 'Стик', 'CRM ID', 'Совместимые типы'],
  rows: (brand) => {
    const sticks = brand.sticks.filter((stick) => !stick.isDeleted);
    if (!sticks.length) return [[brand.id, brand.title, '', '', '', '']];
    return sticks.map((stick) => [
      brand.id,
      brand.title,
      stick.id,
      stick.title,
      stick.crmId,
      stick.compatibility.map((t) => t.title).join(', '),
    ]);
  },
});
