import { uploadFileHeader, uploadFileRows } from '../uploadColumns';
import { defineExport, pageOf } from './types';

interface EquipmentNode {
  inventoryNumber: string;
  agency: { title: string } | null;
  coordinator: { email: string } | null;
  consultant: { email: string } | null;
}
interface TabletNode extends EquipmentNode {
  serialNumber: string | null;
  tabletModel: { name: string } | null;
}
interface StandNode extends EquipmentNode {
  standModel: string | null;
  spot: { customerNumber: string | null } | null;
}

const PEOPLE = 'agency { title } coordinator { email } consultant { email }';

const keepers = (e: EquipmentNode) => ({
  inventoryNumber: e.inventoryNumber,
  agency: e.agency?.title,
  coordinator: e.coordinator?.email,
  consultant: e.consultant?.email,
});

/**
 * The tablets of the Equipment page's first tab (resources/equipment), in the caller's scope: an
 * EQUIPMENT_TABLETS upload file (people by e-mail), so it uploads again unchanged.
 */
export const tabletsExport = defineExport<TabletNode>({
  resource: 'tablets',
  fileName: 'tablets',
  field: 'tablets',
  document: `query ($first: Int, $after: String, $search: String, $id_In: [ID!]) {
    tablets(first: $first, after: $after, search: $search, id_In: $id_In) {
      ${pageOf(`inventoryNumber serialNumber tabletModel { name } ${PEOPLE}`)}
    }
  }`,
  header: uploadFileHeader('EQUIPMENT_TABLETS'),
  rows: uploadFileRows<TabletNode>('EQUIPMENT_TABLETS', (t) => ({
    ...keepers(t),
    model: t.tabletModel?.name,
    serialNumber: t.serialNumber,
  })),
});

/**
 * The stands of the Equipment page's second tab, in the caller's scope: an EQUIPMENT_STANDS upload
 * file (people by e-mail, the spot by its customer number).
 */
export const standsExport = defineExport<StandNode>({
  resource: 'stands',
  fileName: 'stands',
  field: 'stands',
  document: `query ($first: Int, $after: String, $search: String, $id_In: [ID!]) {
    stands(first: $first, after: $after, search: $search, id_In: $id_In) {
      ${pageOf(`inventoryNumber standModel spot { customerNumber } ${PEOPLE}`)}
    }
  }`,
  header: uploadFileHeader('EQUIPMENT_STANDS'),
  rows: uploadFileRows<StandNode>('EQUIPMENT_STANDS', (s) => ({
    ...keepers(s),
    model: s.standModel,
    spot: s.spot?.customerNumber,
  })),
});
