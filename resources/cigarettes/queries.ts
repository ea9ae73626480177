import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';

/** The cigarette formats (HQ): searched by brand, format or SKU; keyset pages by brand. */
export const cigaretteQueries: QueryRegistry = {
  cigarettes: {
    list: {
      document: gql`query Cigarettes($first: Int, $after: String, $last: Int, $before: String, $search: String,
        $brandIsBat: Boolean, $id_In: [ID!], $orderBy: String) {
        cigarettes(first: $first, after: $after, last: $last, before: $before, search: $search,
          brandIsBat: $brandIsBat, id_In: $id_In, orderBy: $orderBy) {
          ${connectionOf('id brandTitle formatTitle sku brandIsBat')}
        }
      }`,
      field: 'cigarettes',
      filterNames: { q: 'search' },
      countApart: true,
    },
  },
};
