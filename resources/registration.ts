import type { ResourceCallbacks, ResourceProps } from 'react-admin';
import type { QueryRegistry } from '../dataProvider/queryRegistry';
import type { RestRoutes } from '../dataProvider/rest';

/** One react-admin resource: what App passes to a <Resource>; views loaded with `lazyView`. */
export type ResourceView = Omit<ResourceProps, 'children' | 'intent'>;

/** An entity shown only on custom pages has no <Resource> of its own: no name, no views. */
type NoResource = { [K in keyof ResourceView]?: never };

/** What the data provider folds: GraphQL reads, REST writes, serializers (lifecycle callbacks). */
export interface EntityData {
  queries?: QueryRegistry;
  restRoutes?: RestRoutes;
  callbacks?: ResourceCallbacks[];
}

/**
 * Everything the app knows of one entity, default-exported by resources/<x>/index.ts and listed
 * once in resources/index.ts: its own <Resource> (props at the top, or none), `resources` for
 * the others it reads and writes through (a select's choices, a dialog's records), and its
 * queries, REST routes and serializer callbacks, for every resource it names.
 */
export type EntityRegistration = (ResourceView | NoResource) & EntityData & { resources?: ResourceView[] };

export const defineResource = (registration: EntityRegistration): EntityRegistration => registration;

/** Every <Resource> of the registrations, in order: each entity's own, then its others. */
export const resourceViews = (registrations: readonly EntityRegistration[]): ResourceView[] =>
  registrations.flatMap(({ queries, restRoutes, callbacks, resources = [], ...own }) =>
    own.name ? [own as ResourceView, ...resources] : resources,
  );
