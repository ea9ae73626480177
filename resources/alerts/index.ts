import { defineResource } from '../registration';

/**
 * Alerts (issue 24 point 4) and the dashboard's today's sessions: the alert/{id} page and two
 * dashboard widgets, read through their own GraphQL documents (./api.ts); no <Resource>.
 */
export default defineResource({
  screens: [{ path: 'alert/:id', load: () => import('./AlertPage') }],
  widgets: [
    { name: 'alerts', load: () => import('./AlertsWidget'), height: { phone: 640, wide: 600 } },
    { name: 'sessionsToday', load: () => import('./SessionsTodayWidget'), height: { phone: 350, wide: 220 } },
  ],
});
