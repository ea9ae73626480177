import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

const FIELDS = 'id title code description isActive isDeleted';

export const scratchCardQueries: QueryRegistry = {
  'scratch-cards': {
    list: {
      document: gql`query ScratchCards($first: Int, $after: String, $search: String, $isActive: Boolean,
        $id_In: [ID!], $orderBy: String) {
        scratchCards(first: $first, after: $after, search: $search, isActive: $isActive, id_In: $id_In,
          orderBy: $orderBy) { ${connectionOf(FIELDS)} }
      }`,
      field: 'scratchCards',
      filterNames: { q: 'search' },
    },
    one: {
      document: gql`query ScratchCard($id: ID!) { scratchCard(id: $id) { ${FIELDS} } }`,
      field: 'scratchCard',
    },
  },
};

export const scratchCardRestRoutes: RestRoutes = {
  'scratch-cards': { path: 'scratchcard', update: 'PATCH' },
};
