import { connectionOf, gql, type QueryRegistry } from '../../dataProvider/queryRegistry';

/** agencies(first) for the agency selectors (HQ sees all, AGENCY_HR their own; scoped by the server). */
export const agencyQueries: QueryRegistry = {
  agencies: {
    list: {
      document: gql`query Agencies($first: Int, $after: String) {
        agencies(first: $first, after: $after) {
          ${connectionOf('id title')}
        }
      }`,
      field: 'agencies',
    },
  },
};
