import { defineExport, pageOf } from './types';

interface ComplimentNode {
  id: string;
  title: string;
  sap: string | null;
  recommendedPerHour: number;
  type: { title: string } | null;
}

/** The compliments list (resources/compliments); the field takes no orderBy (type, then title). */
export const complimentsExport = defineExport<ComplimentNode>({
  resource: 'compliments',
  fileName: 'compliments',
  field: 'compliments',
  document: `query ($first: Int, $after: String, $isDeleted: Boolean, $title_Icontains: String, $type_In: [ID!],
    $id_In: [ID!]) {
    compliments(first: $first, after: $after, isDeleted: $isDeleted, title_Icontains: $title_Icontains,
      type_In: $type_In, id_In: $id_In) {
      ${pageOf('id title sap recommendedPerHour type { title }')}
    }
  }`,
  header: ['ID', 'Тип', 'Название', 'SAP-код', 'Рекомендуется в час'],
  rows: (k) => [[k.id, k.type?.title, k.title, k.sap, k.recommendedPerHour]],
});
