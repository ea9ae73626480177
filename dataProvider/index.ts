import { type DataProvider, type ResourceCallbacks, withLifecycleCallbacks } from 'react-admin';
import registrations from '../resources';
import { countList } from './countList';
import { exportList } from './exportList';
import { buildGraphqlProvider } from './graphql';
import type { QueryRegistry } from './queryRegistry';
import { buildRestProvider, type RestRoutes, type WriteProvider } from './rest';

/**
 * The app's data provider, composed by method (react-admin's combineDataProviders routes by
 * resource only): reads from GraphQL, writes through REST, then each resource's serializer.
 */

export type ReadProvider = Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference'>;

/** Each entity's part (resources/<x>/index.ts), folded from the one list in resources/index.ts. */
export const queryRegistry: QueryRegistry = Object.assign(
  {},
  ...registrations.map((entity) => entity.queries),
);
export const restRoutes: RestRoutes = Object.assign({}, ...registrations.map((entity) => entity.restRoutes));
export const resourceCallbacks: ResourceCallbacks[] = registrations.flatMap(
  (entity) => entity.callbacks ?? [],
);

export const composeByMethod = (reads: ReadProvider, writes: WriteProvider): DataProvider => ({
  /** The whole list as the server's CSV (ServerExportButton). */
  exportList: exportList(queryRegistry),
  /** A list's count apart from its pages (KeysetPagination). */
  countList: countList(queryRegistry),
  getList: (resource, params) => reads.getList(resource, params),
  getOne: (resource, params) => reads.getOne(resource, params),
  getMany: (resource, params) => reads.getMany(resource, params),
  getManyReference: (resource, params) => reads.getManyReference(resource, params),
  create: (resource, params) => writes.create(resource, params),
  update: (resource, params) => writes.update(resource, params),
  updateMany: (resource, params) => writes.updateMany(resource, params),
  delete: (resource, params) => writes.delete(resource, params),
  deleteMany: (resource, params) => writes.deleteMany(resource, params),
});

export const buildDataProvider = (
  reads: ReadProvider = buildGraphqlProvider(queryRegistry),
  writes: WriteProvider = buildRestProvider(restRoutes),
): DataProvider => withLifecycleCallbacks(composeByMethod(reads, writes), resourceCallbacks);

export const dataProvider = buildDataProvider();

export default dataProvider;
