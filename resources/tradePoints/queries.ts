import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints.messages';

const FIELDS = `id title address searchString customerNumber legalName hasSessions
  city { id title region { id title } } coordinator { id name }`;

export const tradePointQueries: QueryRegistry = {
  'trade-points': {
    list: {
      document: gql`query TradePoints($first: Int, $after: String, $last: Int, $before: String, $search: String,
        $city: ID, $region: ID, $orderBy: String) {
        tradePoints(first: $first, after: $after, last: $last, before: $before, search: $search, city: $city,
          region: $region, orderBy: $orderBy) { ${connectionOf(FIELDS)} }
      }`,
      field: 'tradePoints',
      filterNames: { q: 'search' },
      countApart: true,
    },
  },
};

/** POST /api/spots/create/ and DELETE /api/spots/{id}/ (part 2 §7 "Trade points"). */
export const tradePointRestRoutes: RestRoutes = {
  'trade-points': {
    path: 'spots',
    createPath: () => 'spots/create',
    failureMessage: TRADE_POINT_MESSAGES.createFailed,
  },
};
