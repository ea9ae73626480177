import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';

const PEOPLE = 'agency { id title } coordinator { id name } consultant { id name } photo';
export const TABLET_FIELDS = `id inventoryNumber serialNumber tabletModel { id name } ${PEOPLE}`;
export const STAND_FIELDS = `id inventoryNumber standModel spot { id title } ${PEOPLE}`;

/** The Equipment page's two tabs (HQ all, a coordinator their own): tablets and stands, keyset pages. */
export const equipmentQueries: QueryRegistry = {
  tablets: {
    list: {
      document: gql`query Tablets($first: Int, $after: String, $last: Int, $before: String, $search: String, $id_In: [ID!]) {
        tablets(first: $first, after: $after, last: $last, before: $before, search: $search, id_In: $id_In) {
          ${connectionOf(TABLET_FIELDS)}
        }
      }`,
      field: 'tablets',
      filterNames: { q: 'search' },
      countApart: true,
    },
    one: { document: gql`query Tablet($id: ID!) { tablet(id: $id) { ${TABLET_FIELDS} } }`, field: 'tablet' },
  },
  stands: {
    list: {
      document: gql`query Stands($first: Int, $after: String, $last: Int, $before: String, $search: String, $id_In: [ID!]) {
        stands(first: $first, after: $after, last: $last, before: $before, search: $search, id_In: $id_In) {
          ${connectionOf(STAND_FIELDS)}
        }
      }`,
      field: 'stands',
      filterNames: { q: 'search' },
      countApart: true,
    },
    one: { document: gql`query Stand($id: ID!) { stand(id: $id) { ${STAND_FIELDS} } }`, field: 'stand' },
  },
};
