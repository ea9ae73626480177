import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/**
 * Formats paged (part 2 §7): a contains filter on sku, the page size, cursors; the answer
 * carries totalCount, the edges and pageInfo. Deleted formats are never asked for.
 */

const FORMAT = `id title sku isDeleted externalVisibility externalTitle brand { id title isBat }
  minimalretailprice { id price }`;

/** The /formats screen as it opens (FormatList.tsx; the benchmarks ask it so too): by sku, 10 a page. */
export const FORMAT_LIST = { perPage: 10, sort: { field: 'sku', order: 'ASC' } } as const;

export const formatQueries: QueryRegistry = {
  formats: {
    list: {
      document: gql`query Formats($first: Int, $after: String, $last: Int, $before: String, $isDeleted: Boolean,
        $sku_Icontains: String, $title_Icontains: String, $brand_In: [ID!], $id_In: [ID!], $orderBy: String) {
        formats(first: $first, after: $after, last: $last, before: $before, isDeleted: $isDeleted,
          sku_Icontains: $sku_Icontains, title_Icontains: $title_Icontains, brand_In: $brand_In, id_In: $id_In,
          orderBy: $orderBy) { ${connectionOf(FORMAT)} }
      }`,
      countApart: true,
      field: 'formats',
      filterNames: { q: 'sku_Icontains', brand: 'brand_In' },
      fixedFilter: { isDeleted: false },
    },
    one: { document: gql`query Format($id: ID!) { format(id: $id) { ${FORMAT} } }`, field: 'format' },
  },
};

export const formatRestRoutes: RestRoutes = { formats: { path: 'format', update: 'PATCH' } };
