import { defineResource } from '../registration';
import { agencyQueries, agencyRestRoutes } from './queries';
import { agencyCallbacks } from './serializer';

/** Agencies: the agency/:id pages and the regions and cities they choose from. */
export default defineResource({
  screens: [
    { path: 'agency/:id', load: () => import('./AgencyPage') },
    { path: 'agency/:id/edit', load: () => import('./AgencyEditPage') },
  ],
  queries: agencyQueries,
  restRoutes: agencyRestRoutes,
  callbacks: agencyCallbacks,
});
