import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { scratchCardQueries, scratchCardRestRoutes } from './queries';
import { type ScratchCard, scratchCardCallbacks } from './serializer';

/** The Scratch cards page (HQ). */
export default defineResource({
  name: 'scratch-cards',
  list: lazyView(() => import('./ScratchCardList').then((m) => m.ScratchCardList)),
  icon: CreditCardIcon,
  options: { label: 'resources.scratch-cards.name' },
  recordRepresentation: (record: ScratchCard) => record.title,
  queries: scratchCardQueries,
  restRoutes: scratchCardRestRoutes,
  callbacks: scratchCardCallbacks,
});
