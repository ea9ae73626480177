import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/**
 * Sticks on the Devices page: "Stick brands with their sticks, not deleted" (part 2 §7). The
 * resources are 'stickbrand' (a brand with its sticks) and 'glostick' (a stick), as their REST paths.
 */

const STICK = 'id title crmId isDeleted brandFamily { id title } compatibility { id title }';
const BRAND = `id title isDeleted sticks { ${STICK} }`;

export const stickQueries: QueryRegistry = {
  stickbrand: {
    list: {
      document: gql`query StickBrands($first: Int, $after: String, $isDeleted: Boolean, $id_In: [ID!]) {
        stickBrands(first: $first, after: $after, isDeleted: $isDeleted, id_In: $id_In) { ${connectionOf(BRAND)} }
      }`,
      field: 'stickBrands',
      fixedFilter: { isDeleted: false },
    },
    one: {
      document: gql`query StickBrand($id: ID!) { stickBrand(id: $id) { ${BRAND} } }`,
      field: 'stickBrand',
    },
  },
  glostick: {
    one: { document: gql`query Stick($id: ID!) { stick(id: $id) { ${STICK} } }`, field: 'stick' },
  },
};

export const stickRestRoutes: RestRoutes = {
  stickbrand: { update: 'PATCH' },
  glostick: { update: 'PATCH' },
};
