import { defineExport, pageOf } from './types';

interface EquipmentNode {
  inventoryNumber: string;
  agency: { title: string } | null;
  coordinator: { name: string } | null;
  consultant: { name: string } | null;
}
interface TabletNode extends EquipmentNode {
  serialNumber: string | null;
  tabletModel: { name: string } | null;
}
interface StandNode extends EquipmentNode {
  standModel: string | null;
  spot: { title: string } | null;
}

const PEOPLE = 'agency { title } coordinator { name } consultant { name }';

/** The tablets of the Equipment page's first tab (resources/equipment), in the caller's scope. */
export const tabletsExport = defineExport<TabletNode>({
  resource: 'tablets',
  fileName: 'tablets',
  field: 'tablets',
  document: `query ($first: Int, $after: String, $search: String, $id_In: [ID!]) {
    tablets(first: $first, after: $after, search: $search, id_In: $id_In) {
      ${pageOf(`inventoryNumber serialNumber tabletModel { name } ${PEOPLE}`)}
    }
  }`,
  header: ['Инвентарный номер', 'Модель', 'Серийный номер', 'Агентство', 'Координатор', 'Консультант'],
  rows: (t) => [
    [
      t.inventoryNumber,
      t.tabletModel?.name,
      t.serialNumber,
      t.agency?.title,
      t.coordinator?.name,
      t.consultant?.name,
    ],
  ],
});

/** The stands of the Equipment page's second tab, in the caller's scope. */
export const standsExport = defineExport<StandNode>({
  resource: 'stands',
  fileName: 'stands',
  field: 'stands',
  document: `query ($first: Int, $after: String, $search: String, $id_In: [ID!]) {
    stands(first: $first, after: $after, search: $search, id_In: $id_In) {
      ${pageOf(`inventoryNumber standModel spot { title } ${PEOPLE}`)}
    }
  }`,
  header: ['Инвентарный номер', 'Модель стенда', 'Точка', 'Агентство', 'Координатор', 'Консультант'],
  rows: (s) => [
    [
      s.inventoryNumber,
      s.standModel,
      s.spot?.title,
      s.agency?.title,
      s.coordinator?.name,
      s.consultant?.name,
    ],
  ],
});
