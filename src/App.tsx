import { lazy, type ReactNode, Suspense } from 'react';
import {
  AdminContext,
  AdminUI,
  type AuthProvider,
  CustomRoutes,
  localStorageStore,
  Resource,
} from 'react-admin';
import defaultAuthProvider from '../authProvider';
import dataProvider from '../dataProvider/lazy';
import registrations from '../resources';
import { resourceViews } from '../resources/registration';
import { i18nProvider } from './i18n';
import { LeaveGuardProvider } from './layout/LeaveGuard';
import { Blank } from './layout/Pending';
import { NoRightsPage, NotFoundPage } from './pages/ErrorPage';
import { guardViews } from './pages/RouteGuard';
import { LoginRoute, publicRoutes, shellRoutes } from './routes';
import { theme } from './theme';

/** The shell (header, menus, breadcrumb) loads after login, not with the public pages. */
const Shell = lazy(() => import('./layout/Layout').then((module) => ({ default: module.ShellLayout })));
/** The shell's screens hold every edit form: leaving one with unsaved edits asks first (LeaveGuard). */
const ShellLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Blank />}>
    <LeaveGuardProvider>
      <Shell>{children}</Shell>
    </LeaveGuardProvider>
  </Suspense>
);

/** Every entity's <Resource>s (resources/index.ts); their views load on first use, refused in place. */
const RESOURCES = resourceViews(registrations).map(guardViews);

const store = localStorageStore();

/**
 * The app; tests pass a fresh auth provider so that each starts like a new page load. react-admin's
 * <Admin> is these two with its English messages as the default i18n provider, which would
 * download them with every first screen.
 */
export const App = ({ authProvider = defaultAuthProvider }: { authProvider?: AuthProvider }) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
  >
    <AdminUI
      disableTelemetry
      requireAuth
      layout={ShellLayout}
      loginPage={LoginRoute}
      loading={Blank}
      accessDenied={NoRightsPage}
      catchAll={NotFoundPage}
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>{shellRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </AdminUI>
  </AdminContext>
);

export default App;
