import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

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
  // The agency page (agency/{id}) and its edit page.
  agency: {
    one: {
      document: gql`query Agency($id: ID!) {
        agency(id: $id) {
          id title logo phone address email latitude longitude isRegOpened registrationHash
          region { id title } city { id title }
        }
      }`,
      field: 'agency',
    },
  },
  agencyRegion: {
    list: {
      document: gql`query AgencyRegions($first: Int, $after: String) {
        agencyRegionChoices(first: $first, after: $after) { ${connectionOf('id title')} }
      }`,
      field: 'agencyRegionChoices',
    },
  },
  agencyCity: {
    list: {
      document: gql`query AgencyCities($first: Int, $after: String) {
        agencyCityChoices(first: $first, after: $after) { ${connectionOf('id title regionId')} }
      }`,
      field: 'agencyCityChoices',
    },
  },
};

/** The agency page writes through PATCH /api/agencies/{id}/. */
export const agencyRestRoutes: RestRoutes = { agency: { path: 'agencies', update: 'PATCH' } };
