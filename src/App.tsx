import { CssBaseline } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  localStorageStore,
  Notification,
  Resource,
  useResetErrorBoundaryOnLocationChange,
} from 'react-admin';
import defaultAuthProvider from '../authProvider';
import dataProvider from '../dataProvider/lazy';
import registrations from '../resources';
import { resourceViews } from '../resources/registration';
import { i18nProvider } from './i18n';
import { LeaveGuardProvider } from './layout/LeaveGuard';
import { Blank } from './layout/Pending';
import { GenericErrorPage, NoRightsPage, NotFoundPage } from './pages/ErrorPage';
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

/** A screen that failed to render outside the shell: the product's error page until the address changes. */
const AppError = ({ resetErrorBoundary }: { resetErrorBoundary: (args: unknown) => void }) => {
  useResetErrorBoundaryOnLocationChange(() => resetErrorBoundary(undefined));
  return <GenericErrorPage />;
};

/**
 * The app; tests pass a fresh auth provider so that each starts like a new page load. react-admin's
 * <Admin> is AdminContext and AdminUI with its English messages as the default i18n provider, which
 * would download them with every first screen; and AdminUI is CoreAdminUI with react-admin's own
 * pages as defaults (its login form, not-found, access-denied, authentication-error and crash
 * pages), which the first screen would download too though the app names its own (issue 24's
 * JavaScript budget). No /auth-callback page: the app signs in with no third party.
 */
export const App = ({ authProvider = defaultAuthProvider }: { authProvider?: AuthProvider }) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        requireAuth
        layout={ShellLayout}
        loginPage={LoginRoute}
        loading={Blank}
        accessDenied={NoRightsPage}
        catchAll={NotFoundPage}
        authenticationError={GenericErrorPage}
        error={AppError}
      >
        {RESOURCES.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>{shellRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);

export default App;
