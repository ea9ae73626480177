import { defineResource } from '../registration';
import { agencyQueries, agencyRestRoutes } from './queries';
import { agencyCallbacks } from './serializer';

/** Agencies: the agency/:id pages (src/pages/screens.ts) and the regions and cities they choose from. */
export default defineResource({
  queries: agencyQueries,
  restRoutes: agencyRestRoutes,
  callbacks: agencyCallbacks,
});
