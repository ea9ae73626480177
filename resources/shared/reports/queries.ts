import { connectionOf, gql, type QueryRegistry } from '../../../dataProvider/queryRegistry';

/** The activities a data-matrix report may be narrowed to: those running in the date range. */
export const reportQueries: QueryRegistry = {
  // The points-coverage page's own list: the active cities with their regions, for its Cities select.
  'points-coverage': {
    list: {
      document: gql`query PointsCoverageCities($first: Int, $after: String) {
        agencyCityChoices(first: $first, after: $after) { ${connectionOf('id title regionId')} }
      }`,
      field: 'agencyCityChoices',
    },
  },
  reportActivity: {
    list: {
      document: gql`query ReportActivities($first: Int, $after: String, $dateStart: String!, $dateEnd: String!) {
        reportActivities(first: $first, after: $after, dateStart: $dateStart, dateEnd: $dateEnd) {
          ${connectionOf('id title')}
        }
      }`,
      field: 'reportActivities',
    },
  },
};
