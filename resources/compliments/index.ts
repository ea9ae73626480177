import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { complimentQueries, complimentRestRoutes } from './queries';
import { type ComplimentKind, complimentCallbacks } from './serializer';

/** Compliments; 'complimenttypes' is read for the compliment dialog's select. */
export default defineResource({
  name: 'compliments',
  list: lazyView(() => import('./ComplimentList').then((m) => m.ComplimentList)),
  icon: CardGiftcardIcon,
  options: { label: 'resources.compliments.name' },
  recordRepresentation: (record: ComplimentKind) => record.title,
  resources: [
    {
      name: 'complimenttypes',
      options: { label: 'resources.complimenttypes.name' },
      recordRepresentation: (record) => record.title,
    },
  ],
  queries: complimentQueries,
  restRoutes: complimentRestRoutes,
  callbacks: complimentCallbacks,
});
