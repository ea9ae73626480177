import QrCode2Icon from '@mui/icons-material/QrCode2';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { dmCodeQueries } from './queries';

/** The Data matrices page (HQ): 'data-matrixes', the code list, its upload and its report form. */
export default defineResource({
  name: 'data-matrixes',
  list: lazyView(() => import('./DmCodeList').then((m) => m.DmCodeList)),
  icon: QrCode2Icon,
  options: { label: 'resources.data-matrixes.name' },
  recordRepresentation: (record: { number: string }) => record.number,
  queries: dmCodeQueries,
});
