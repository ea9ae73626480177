import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import type { TradePoint } from './api';
import { tradePointQueries, tradePointRestRoutes } from './queries';

/** The trade points page (/trade-points; HQ all points, a coordinator their own). */
export default defineResource({
  name: 'trade-points',
  list: lazyView(() => import('./TradePointList').then((m) => m.TradePointList)),
  icon: StorefrontIcon,
  options: { label: 'resources.trade-points.name' },
  recordRepresentation: (record: TradePoint) => record.title,
  queries: tradePointQueries,
  restRoutes: tradePointRestRoutes,
});
