import { readdirSync, readFileSync } from 'node:fs';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { queryRegistry, resourceCallbacks, restRoutes } from '../../dataProvider';
import { DASHBOARDS, WIDGETS } from '../../domain/dashboards';
import { can, canAccess, ROUTES } from '../../domain/permissions';
import { ROLES } from '../../domain/roles';
import registrations from '../../resources';
import { type EntityRegistration, resourceViews } from '../../resources/registration';
import { App } from '../../src/App';

/** Every react-admin resource name a registration claims, by what claims it. */
const claims = (entity: EntityRegistration) => ({
  queries: Object.keys(entity.queries ?? {}),
  restRoutes: Object.keys(entity.restRoutes ?? {}),
  callbacks: [...new Set((entity.callbacks ?? []).map((callback) => callback.resource))],
  resources: resourceViews([entity]).map((view) => view.name),
});

/** Names claimed by more than one entity under the same part (queries, REST routes...). */
const claimedTwice = (part: keyof ReturnType<typeof claims>) => {
  const owners = new Map<string, number>();
  for (const entity of registrations)
    for (const name of claims(entity)[part]) owners.set(name, (owners.get(name) ?? 0) + 1);
  return [...owners].filter(([, count]) => count > 1).map(([name]) => name);
};

/** The <Resource> elements among App's <Admin> children, as react-admin reads them. */
const renderedResources = (): ResourceProps[] => {
  // <AdminContext>…<CoreAdminUI>{resources and routes}</CoreAdminUI>…</AdminContext>: the
  // elements App writes, walked through their children (no component is rendered).
  const found: ResourceProps[] = [];
  const walk = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode }>(child)) return;
      if (child.type === Resource) found.push(child.props as ResourceProps);
      else walk(child.props.children);
    });
  walk(App({}) as ReactElement);
  return found;
};

/** react-admin views are named for what they are: DeviceList, DeviceEdit, DeviceCreate... */
const VIEW_MODULE = /(List|Edit|Create|Show)$/;
const entityIndexes = () =>
  readdirSync('resources', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => `resources/${entry.name}/index.ts`);

const ownerOf = (name: string) =>
  registrations.filter((entity) => Object.values(claims(entity)).some((names) => names.includes(name)));

describe('the registry of entities (resources/index.ts)', () => {
  it.each(['queries', 'restRoutes', 'callbacks', 'resources'] as const)(
    'lets no two entities claim the same resource in their %s',
    (part) => expect(claimedTwice(part)).toEqual([]),
  );

  it('lets one entity own each resource name, whatever part names it', () => {
    const names = new Set(registrations.flatMap((entity) => Object.values(claims(entity)).flat()));
    const shared = [...names].filter((name) => ownerOf(name).length > 1);
    expect(shared).toEqual([]);
  });

  it('lists every entity folder once', async () => {
    const folders = entityIndexes().map((file) => file.replace(/^resources\//, '../../resources/'));
    const defaults = await Promise.all(folders.map(async (file) => (await import(file)).default));
    for (const [index, registration] of defaults.entries())
      expect(
        registrations.filter((listed) => listed === registration),
        folders[index],
      ).toHaveLength(1);
    expect(registrations).toHaveLength(folders.length);
  });

  it('folds every registration into the data provider, nothing lost and nothing else', () => {
    const all = (part: 'queries' | 'restRoutes') => registrations.flatMap((entity) => claims(entity)[part]);
    expect(Object.keys(queryRegistry).sort()).toEqual(all('queries').sort());
    expect(Object.keys(restRoutes).sort()).toEqual(all('restRoutes').sort());
    expect(resourceCallbacks).toEqual(registrations.flatMap((entity) => entity.callbacks ?? []));
  });

  it('renders a <Resource> for every registered one, and none without a registration', () => {
    const rendered = renderedResources().map((resource) => resource.name);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.sort()).toEqual(
      resourceViews(registrations)
        .map((view) => view.name)
        .sort(),
    );
    for (const name of rendered) expect(ownerOf(name), name).toHaveLength(1);
  });

  it('reads every rendered <Resource> through a GraphQL query of its own entity', () => {
    for (const { name } of renderedResources()) {
      const [owner] = ownerOf(name);
      expect(owner.queries?.[name], name).toBeDefined();
    }
  });

  it('writes and serializes only resources its entity reads', () => {
    for (const entity of registrations) {
      const { queries, restRoutes: writes, callbacks } = claims(entity);
      expect(writes.filter((name) => !queries.includes(name))).toEqual([]);
      expect(callbacks.filter((name) => !queries.includes(name))).toEqual([]);
    }
  });

  it('loads every view on demand: App and the registrations import no view module', () => {
    const files = ['src/App.tsx', 'src/routes.tsx', 'resources/index.ts', ...entityIndexes()];
    const staticViews = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import [^;]* from '([^']+)';/gms)]
        .map(([, path]) => path)
        .filter((path) => path.startsWith('.') && VIEW_MODULE.test(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(staticViews).toEqual([]);
    for (const { name, list } of resourceViews(registrations))
      if (list) expect(typeof list, name).toBe('function');
  });
});

describe('a resource page and its route agree on who may open it', () => {
  // A list page is a react-admin Resource: its route's roles must be able to list it (canAccess),
  // or they meet «нет прав» on a page the menu offers them (found once on /trade-points).
  const pages = resourceViews(registrations).filter((view) => view.list);
  it.each(pages.map((view) => view.name))('%s', (name) => {
    const route = ROUTES.find((r) => r.path === name);
    const roles = ROLES.filter((role) =>
      route ? can(role, route.permission) : canAccess(role, name, 'list'),
    );
    expect(roles.length).toBeGreaterThan(0);
    for (const role of ROLES)
      expect(canAccess(role, name, 'list'), `${role} on ${name}`).toBe(roles.includes(role));
  });
});

describe('the shell folds the screens and widgets the registrations carry', () => {
  const screens = registrations.flatMap(({ screens = [] }) => screens);
  const widgets = registrations.flatMap(({ widgets = [] }) => widgets.map(({ name }) => name));

  it('guards every registered signed-in screen by a route of the permission table, once', () => {
    const paths = screens.filter((screen) => !screen.public).map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(
        ROUTES.map((route) => route.path),
        path,
      ).toContain(path);
  });

  it('has a view for every widget a dashboard lists, registered once', () => {
    expect(new Set(widgets).size).toBe(widgets.length);
    for (const [role, names] of Object.entries(DASHBOARDS))
      for (const name of names ?? []) expect(widgets, `${role}'s ${name}`).toContain(name);
    for (const name of Object.keys(WIDGETS)) expect(widgets, name).toContain(name);
  });
});
