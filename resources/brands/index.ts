import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { brandQueries, brandRestRoutes } from './queries';
import { type Brand, brandCallbacks } from './serializer';

/** Brands; 'segments' is read for the brand dialog's select. */
export default defineResource({
  name: 'brands',
  list: lazyView(() => import('./BrandList').then((m) => m.BrandList)),
  icon: LocalOfferIcon,
  options: { label: 'resources.brands.name' },
  recordRepresentation: (record: Brand) => record.title,
  resources: [
    {
      name: 'segments',
      options: { label: 'resources.segments.name' },
      recordRepresentation: (record) => record.title,
    },
  ],
  queries: brandQueries,
  restRoutes: brandRestRoutes,
  callbacks: brandCallbacks,
});
