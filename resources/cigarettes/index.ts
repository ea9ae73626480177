import SmokingRoomsIcon from '@mui/icons-material/SmokingRooms';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { cigaretteQueries } from './queries';

/** The Cigarettes page (HQ): the format list and its upload. */
export default defineResource({
  name: 'cigarettes',
  list: lazyView(() => import('./CigaretteList').then((m) => m.CigaretteList)),
  icon: SmokingRoomsIcon,
  options: { label: 'resources.cigarettes.name' },
  recordRepresentation: (record: { formatTitle: string }) => record.formatTitle,
  queries: cigaretteQueries,
});
