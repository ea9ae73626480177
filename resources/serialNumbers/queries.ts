import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

const FIELDS = 'id serialNumber status note createdAt device { id title } model { id model }';

export const serialNumberQueries: QueryRegistry = {
  'new-devices': {
    list: {
      document: gql`query SerialNumbers($first: Int, $after: String, $last: Int, $before: String, $serialNumber_Icontains: String,
        $status: String, $model: ID, $id_In: [ID!], $orderBy: String) {
        serialNumbers(first: $first, after: $after, last: $last, before: $before, serialNumber_Icontains: $serialNumber_Icontains,
          status: $status, model: $model, id_In: $id_In, orderBy: $orderBy) { ${connectionOf(FIELDS)} }
      }`,
      field: 'serialNumbers',
      filterNames: { q: 'serialNumber_Icontains' },
      countApart: true,
    },
    one: {
      document: gql`query SerialNumber($id: ID!) { serialNumber(id: $id) { ${FIELDS} } }`,
      field: 'serialNumber',
    },
  },
};

export const serialNumberRestRoutes: RestRoutes = { 'new-devices': { path: 'newdevice', update: 'PATCH' } };
