import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/** Compliments with id, title and recommendedPerHour (part 2 §7), and their types. */

const COMPLIMENT = 'id title sap recommendedPerHour type { id title }';

export const complimentQueries: QueryRegistry = {
  compliments: {
    list: {
      document: gql`query Compliments($first: Int, $after: String, $isDeleted: Boolean, $title_Icontains: String,
        $type_In: [ID!], $id_In: [ID!]) {
        compliments(first: $first, after: $after, isDeleted: $isDeleted, title_Icontains: $title_Icontains,
          type_In: $type_In, id_In: $id_In) { ${connectionOf(COMPLIMENT)} }
      }`,
      field: 'compliments',
      filterNames: { q: 'title_Icontains', type: 'type_In' },
      fixedFilter: { isDeleted: false },
    },
    one: {
      document: gql`query Compliment($id: ID!) { compliment(id: $id) { ${COMPLIMENT} } }`,
      field: 'compliment',
    },
  },
  complimenttypes: {
    list: {
      document: gql`query ComplimentTypes($first: Int, $after: String) {
        complimentTypes(first: $first, after: $after) { ${connectionOf('id title')} }
      }`,
      field: 'complimentTypes',
    },
  },
};

export const complimentRestRoutes: RestRoutes = { compliments: { path: 'complimentkind', update: 'PATCH' } };
