import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/** Brands with segment and formats (part 2 §7 data queries), and the segments to choose from. */

export const FORMAT_BRIEF = 'id title sku';
/** A brand can have thousands of formats: the list shows the first few and how many there are. */
export const FORMATS_SHOWN = 5;
const BRAND = `id title isBat segment { id title } formats(first: ${FORMATS_SHOWN}) { ${FORMAT_BRIEF} } formatCount`;

export const brandQueries: QueryRegistry = {
  brands: {
    list: {
      document: gql`query Brands($first: Int, $after: String, $isDeleted: Boolean, $title_Icontains: String,
        $isBat: Boolean, $id_In: [ID!], $orderBy: String) {
        brands(first: $first, after: $after, isDeleted: $isDeleted, title_Icontains: $title_Icontains,
          isBat: $isBat, id_In: $id_In, orderBy: $orderBy) { ${connectionOf(BRAND)} }
      }`,
      field: 'brands',
      filterNames: { q: 'title_Icontains' },
      fixedFilter: { isDeleted: false },
    },
    one: { document: gql`query Brand($id: ID!) { brand(id: $id) { ${BRAND} } }`, field: 'brand' },
  },
  segments: {
    list: {
      document: gql`query BrandSegments($first: Int, $after: String) {
        brandSegments(first: $first, after: $after) { ${connectionOf('id title')} }
      }`,
      field: 'brandSegments',
    },
  },
};

export const brandRestRoutes: RestRoutes = { brands: { path: 'brand', update: 'PATCH' } };
