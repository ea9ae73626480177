import type { ComponentType } from 'react';
import type { ResourceCallbacks, ResourceProps } from 'react-admin';
import type { QueryRegistry } from '../dataProvider/queryRegistry';
import type { RestRoutes } from '../dataProvider/rest';
import type { WidgetName } from '../domain/dashboards';

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

/** A view's module, loaded on first use. */
export type LoadView = () => Promise<{ default: ComponentType }>;

/**
 * A custom screen of an entity (part 1 §2 routes): its path, as in ROUTES of domain/permissions.ts
 * (whose permission guards it), and its view. `public` screens are open without a login and
 * without the shell.
 */
export interface ScreenRegistration {
  path: string;
  load: LoadView;
  public?: boolean;
}

/** A dashboard widget of an entity, by its name in domain/dashboards.ts (which holds its permission). */
export interface WidgetRegistration {
  name: WidgetName;
  load: LoadView;
  /**
   * The widget's height in pixels on a phone (under 600 px wide) and wider: the dashboard holds
   * exactly this before and after the widget's code and figures come (taller content scrolls
   * inside), so that nothing below it moves as the dashboard fills (issue 24: layout shift).
   */
  height: { phone: number; wide: number };
}

/** What the shell folds besides the resources: an entity's custom screens and dashboard widgets. */
export interface EntityShell {
  screens?: ScreenRegistration[];
  widgets?: WidgetRegistration[];
}

/**
 * Everything the app knows of one entity, default-exported by resources/<x>/index.ts and listed
 * once in resources/index.ts: its own <Resource> (props at the top, or none), `resources` for
 * the others it reads and writes through (a select's choices, a dialog's records), and its
 * queries, REST routes and serializer callbacks, for every resource it names.
 */
export type EntityRegistration = (ResourceView | NoResource) &
  EntityData &
  EntityShell & { resources?: ResourceView[] };

export const defineResource = (registration: EntityRegistration): EntityRegistration => registration;

/** Every <Resource> of the registrations, in order: each entity's own, then its others. */
export const resourceViews = (registrations: readonly EntityRegistration[]): ResourceView[] =>
  registrations.flatMap(({ queries, restRoutes, callbacks, screens, widgets, resources = [], ...own }) =>
    own.name ? [own as ResourceView, ...resources] : resources,
  );
