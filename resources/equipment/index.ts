import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { equipmentQueries } from './queries';

/** The Equipment page (HQ, COORDINATOR): 'equipment', its tabs reading 'tablets' and 'stands'. */
export default defineResource({
  name: 'equipment',
  list: lazyView(() => import('./EquipmentPage').then((m) => m.EquipmentPage)),
  icon: Inventory2Icon,
  options: { label: 'resources.equipment.name' },
  // The page reads as its first tab does (the tablets); each tab's list is its own resource.
  queries: { equipment: equipmentQueries.tablets, ...equipmentQueries },
  resources: [{ name: 'tablets' }, { name: 'stands' }],
});
