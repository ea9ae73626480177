import { type DataProvider, type ResourceCallbacks, withLifecycleCallbacks } from 'react-admin';
import { activityQueries } from '../resources/activities/queries';
import { agencyQueries, agencyRestRoutes } from '../resources/agencies/queries';
import { agencyCallbacks } from '../resources/agencies/serializer';
import { brandCallbacks, brandQueries, brandRestRoutes } from '../resources/brands';
import { complimentCallbacks, complimentQueries, complimentRestRoutes } from '../resources/compliments';
import { deviceQueries, deviceRestRoutes } from '../resources/devices/queries';
import { deviceCallbacks } from '../resources/devices/serializer';
import { stickQueries, stickRestRoutes } from '../resources/devices/stickQueries';
import { stickCallbacks } from '../resources/devices/stickSerializer';
import { disclaimerCallbacks, disclaimerQueries, disclaimerRestRoutes } from '../resources/disclaimers';
import { employeeQueries } from '../resources/employees/queries';
import { formatCallbacks, formatQueries, formatRestRoutes } from '../resources/formats';
import {
  interviewKitCallbacks,
  interviewKitQueries,
  interviewKitRestRoutes,
} from '../resources/interviewKits';
import { mediaCallbacks, mediaQueries, mediaRestRoutes } from '../resources/media';
import { profilePageQueries, profileQueries, twoFactorQueries } from '../resources/profile/queries';
import { programCallbacks, programQueries, programRestRoutes } from '../resources/programs';
import { scratchCardCallbacks, scratchCardQueries, scratchCardRestRoutes } from '../resources/scratchCards';
import {
  serialNumberCallbacks,
  serialNumberQueries,
  serialNumberRestRoutes,
} from '../resources/serialNumbers';
import { buildGraphqlProvider } from './graphql';
import type { QueryRegistry } from './queryRegistry';
import { buildRestProvider, type RestRoutes, type WriteProvider } from './rest';

/**
 * The app's data provider, composed by method (react-admin's combineDataProviders routes by
 * resource only): reads from GraphQL, writes through REST, then each resource's serializer.
 */

export type ReadProvider = Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference'>;

export const queryRegistry: QueryRegistry = {
  ...deviceQueries,
  ...activityQueries,
  ...agencyQueries,
  ...profileQueries,
  ...twoFactorQueries,
  ...profilePageQueries,
  ...employeeQueries,
  ...stickQueries,
  ...brandQueries,
  ...formatQueries,
  ...complimentQueries,
  ...programQueries,
  ...disclaimerQueries,
  ...mediaQueries,
  ...interviewKitQueries,
  ...scratchCardQueries,
  ...serialNumberQueries,
};
export const restRoutes: RestRoutes = {
  ...deviceRestRoutes,
  ...agencyRestRoutes,
  ...stickRestRoutes,
  ...brandRestRoutes,
  ...formatRestRoutes,
  ...complimentRestRoutes,
  ...programRestRoutes,
  ...disclaimerRestRoutes,
  ...mediaRestRoutes,
  ...interviewKitRestRoutes,
  ...scratchCardRestRoutes,
  ...serialNumberRestRoutes,
};
export const resourceCallbacks: ResourceCallbacks[] = [
  ...deviceCallbacks,
  ...agencyCallbacks,
  ...stickCallbacks,
  ...brandCallbacks,
  ...formatCallbacks,
  ...complimentCallbacks,
  ...programCallbacks,
  ...disclaimerCallbacks,
  ...mediaCallbacks,
  ...interviewKitCallbacks,
  ...scratchCardCallbacks,
  ...serialNumberCallbacks,
];

export const composeByMethod = (reads: ReadProvider, writes: WriteProvider): DataProvider => ({
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
