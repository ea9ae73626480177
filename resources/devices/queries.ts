import { connectionOf, gql } from '../../dataProvider/documents';
import type { ListQuery, QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/**
 * How the device resources talk to the server: GraphQL documents for reads (part 2 §7 "Device
 * models with their types, not deleted", "Device data by id") and REST routes for writes.
 *
 * Resources: 'devices' is the Devices page (models with their colors), 'devicemodel' a single
 * model (dialogs, the model select), 'glocolor' a device color, 'devicetype' the type choices.
 */

const TYPE = 'id title crmId';
const MODEL = `id model barcode isDeleted compatibility { ${TYPE} }`;
const COLOR = `id title crmId barcode isDeleted compatibility { ${TYPE} }`;
const MODEL_WITH_COLORS = `${MODEL} colors { ${COLOR} }`;

const MODEL_ARGS = `first: $first, after: $after, isDeleted: $isDeleted, model_Icontains: $model_Icontains,
  orderBy: $orderBy, id_In: $id_In`;
const MODEL_VARS = `$first: Int, $after: String, $isDeleted: Boolean, $model_Icontains: String,
  $orderBy: String, $id_In: [ID!]`;

const modelList = (name: string, fields: string): ListQuery => ({
  document: gql`query ${name}(${MODEL_VARS}) { deviceModels(${MODEL_ARGS}) { ${connectionOf(fields)} } }`,
  field: 'deviceModels',
  filterNames: { q: 'model_Icontains' },
  fixedFilter: { isDeleted: false },
});

const oneModel = {
  document: gql`query DeviceModel($id: ID!) { deviceModel(id: $id) { ${MODEL_WITH_COLORS} } }`,
  field: 'deviceModel',
};

export const deviceQueries: QueryRegistry = {
  devices: { list: modelList('DevicesPage', MODEL_WITH_COLORS), one: oneModel },
  devicemodel: { list: modelList('DeviceModelChoices', MODEL), one: oneModel },
  glocolor: {
    one: {
      document: gql`query Device($id: ID!) { device(id: $id) { ${COLOR} model { id model } } }`,
      field: 'device',
    },
  },
  devicetype: {
    // The server orders device types by title itself; the query takes no orderBy.
    list: {
      document: gql`query DeviceTypes($first: Int, $after: String, $isDeleted: Boolean, $id_In: [ID!]) {
        deviceTypes(first: $first, after: $after, isDeleted: $isDeleted, id_In: $id_In) {
          ${connectionOf(`${TYPE} isDeleted`)}
        }
      }`,
      field: 'deviceTypes',
      fixedFilter: { isDeleted: false },
    },
  },
};

/** The Devices page writes models; colors are 'glocolor' (part 2 §7 REST rows). */
export const deviceRestRoutes: RestRoutes = {
  devices: { path: 'devicemodel', update: 'PATCH' },
  devicemodel: { update: 'PATCH' },
  glocolor: { update: 'PATCH' },
};
