import { connectionOf, gql, type QueryRegistry } from '../../../dataProvider/queryRegistry';

/** The activities a data-matrix report may be narrowed to: those running in the date range. */
export const reportQueries: QueryRegistry = {
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
