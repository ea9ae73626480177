import { defineResource } from '../registration';

/**
 * Public links (issue 24 point 5): the KPI page opened by a link without a login. HQ manages the
 * links on the activity page (resources/activities/page/PublicLinks.tsx).
 */
export default defineResource({
  screens: [{ path: 'kpi/:token', load: () => import('./PublicKpiPage'), public: true }],
});
