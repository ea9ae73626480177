import { defineResource } from '../registration';

/**
 * The statistics (issue 24 point 3): the dashboard's widgets of contacts against plan and of the
 * week's trend, and the page saying how each figure is counted (domain/stats.ts). Read through the
 * GraphQL fields of server/modules/stats; no react-admin resource of its own.
 */
export default defineResource({
  screens: [{ path: 'statistics', load: () => import('./StatisticsPage') }],
  widgets: [
    { name: 'contactsPlan', load: () => import('./ContactsPlanWidget'), height: { phone: 340, wide: 200 } },
    { name: 'weekTrend', load: () => import('./WeekTrendWidget'), height: { phone: 700, wide: 360 } },
  ],
});
