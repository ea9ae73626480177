import { lazy, type ReactNode, Suspense } from 'react';
import { Admin, type AuthProvider, CustomRoutes, Resource } from 'react-admin';
import defaultAuthProvider from '../authProvider';
import dataProvider from '../dataProvider/lazy';
import registrations from '../resources';
import { resourceViews } from '../resources/registration';
import { i18nProvider } from './i18n';
import { Blank } from './layout/Pending';
import { NoRightsPage, NotFoundPage } from './pages/ErrorPage';
import { guardViews } from './pages/RouteGuard';
import { LoginRoute, publicRoutes, shellRoutes } from './routes';
import { theme } from './theme';

/** The shell (header, menus, breadcrumb) loads after login, not with the public pages. */
const Shell = lazy(() => import('./layout/Layout').then((module) => ({ default: module.ShellLayout })));
const ShellLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Blank />}>
    <Shell>{children}</Shell>
  </Suspense>
);

/** Every entity's <Resource>s (resources/index.ts); their views load on first use, refused in place. */
const RESOURCES = resourceViews(registrations).map(guardViews);

/** The app; tests pass a fresh auth provider so that each starts like a new page load. */
export const App = ({ authProvider = defaultAuthProvider }: { authProvider?: AuthProvider }) => (
  <Admin
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={ShellLayout}
    loginPage={LoginRoute}
    loading={Blank}
    theme={theme}
    accessDenied={NoRightsPage}
    catchAll={NotFoundPage}
  >
    {RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <CustomRoutes>{shellRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
  </Admin>
);

export default App;
