import GavelIcon from '@mui/icons-material/Gavel';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { disclaimerQueries, disclaimerRestRoutes } from './queries';
import { type Disclaimer, disclaimerCallbacks } from './serializer';

export default defineResource({
  name: 'disclaimers',
  list: lazyView(() => import('./DisclaimerList').then((m) => m.DisclaimerList)),
  icon: GavelIcon,
  options: { label: 'resources.disclaimers.name' },
  recordRepresentation: (record: Disclaimer) => record.title,
  queries: disclaimerQueries,
  restRoutes: disclaimerRestRoutes,
  callbacks: disclaimerCallbacks,
});
