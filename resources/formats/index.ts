import ViewListIcon from '@mui/icons-material/ViewList';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { formatQueries, formatRestRoutes } from './queries';
import { type Format, formatCallbacks } from './serializer';

export default defineResource({
  name: 'formats',
  list: lazyView(() => import('./FormatList').then((m) => m.FormatList)),
  icon: ViewListIcon,
  options: { label: 'resources.formats.name' },
  recordRepresentation: (record: Format) => (record.sku ? `${record.sku} · ${record.title}` : record.title),
  queries: formatQueries,
  restRoutes: formatRestRoutes,
  callbacks: formatCallbacks,
});
