import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';

const FIELDS =
  'id number active arrivalDate sku usedOrderId usedDate programHistory programs { programId } skuCategory { id name }';

/** The code list (HQ): by the start of the number, state, SKU category and arrival dates; keyset pages. */
export const dmCodeQueries: QueryRegistry = {
  'data-matrixes': {
    list: {
      document: gql`query DmCodes($first: Int, $after: String, $last: Int, $before: String, $number_Startswith: String,
        $active: Boolean, $skuCategory: ID, $arrivalDate_Gte: String, $arrivalDate_Lte: String, $id_In: [ID!]) {
        dmCodes(first: $first, after: $after, last: $last, before: $before, number_Startswith: $number_Startswith,
          active: $active, skuCategory: $skuCategory, arrivalDate_Gte: $arrivalDate_Gte,
          arrivalDate_Lte: $arrivalDate_Lte, id_In: $id_In) { ${connectionOf(FIELDS)} }
      }`,
      field: 'dmCodes',
      filterNames: { q: 'number_Startswith' },
      countApart: true,
    },
  },
};
