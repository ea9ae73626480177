import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

const FIELDS =
  'id title displayName buttonTitle content enabled isDeleted updatedAt user { id firstName lastName }';

/** Part 2 §7 "Enabled disclaimers": the page lists all; the activity editor filters enabled: true. */
export const disclaimerQueries: QueryRegistry = {
  disclaimers: {
    list: {
      document: gql`query Disclaimers($first: Int, $after: String, $enabled: Boolean, $title_Icontains: String,
        $id_In: [ID!], $orderBy: String) {
        disclaimers(first: $first, after: $after, enabled: $enabled, title_Icontains: $title_Icontains,
          id_In: $id_In, orderBy: $orderBy) { ${connectionOf(FIELDS)} }
      }`,
      field: 'disclaimers',
      filterNames: { q: 'title_Icontains' },
    },
    one: {
      document: gql`query Disclaimer($id: ID!) { disclaimer(id: $id) { ${FIELDS} } }`,
      field: 'disclaimer',
    },
  },
};

export const disclaimerRestRoutes: RestRoutes = { disclaimers: { path: 'disclaimer', update: 'PUT' } };
