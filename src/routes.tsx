import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { reactRouterProvider } from 'react-admin';
import { matchPath } from 'react-router';
import { ROUTES } from '../domain/permissions';
import registrations from '../resources';
import { resourceViews } from '../resources/registration';
import { Pending } from './layout/Pending';
import { lazyScreen, type Preloadable } from './lazy';
import { GenericErrorPage } from './pages/ErrorPage';
import { IndexRedirect } from './pages/IndexRedirect';
import { RouteGuard } from './pages/RouteGuard';
import {
  DashboardScreen,
  EmailVerificationScreen,
  LoginScreen,
  NotYetAvailableScreen,
  OtpScreen,
  PasswordRecoveryRequestScreen,
  PasswordRecoveryScreen,
  RegistrationCompleteScreen,
  SignUpScreen,
  UserAddScreen,
} from './pages/screens';

// The Route that react-admin's own <Routes> recognises (one router instance, in tests too).
const { Route } = reactRouterProvider;

const Screen = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Pending />}>{children}</Suspense>
);

/** The custom screens the registrations carry (resources/<x>/index.ts `screens`), each loaded on first use. */
const REGISTERED = registrations.flatMap(({ screens = [] }) =>
  screens.map((screen) => ({ ...screen, Page: lazyScreen(screen.load) })),
);

/** The screens built so far; every other route shows the not-yet-available page under its title. */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(REGISTERED.filter((screen) => !screen.public).map(({ path, Page }) => [path, Page])),
  dashboard: DashboardScreen,
  'user/add': UserAddScreen,
};

/** The resources with a list: their routes are react-admin's, not custom screens. */
const LISTED = resourceViews(registrations).filter((view) => view.list);
const RESOURCE_ROUTES = new Set(LISTED.map(({ name }) => name));

/**
 * Starts downloading the screen at an address (its code and words), so that it comes in parallel
 * with the app rather than after it (src/boot.tsx): a resource's list for /<resource>..., a custom
 * screen by its route, the home screen for /. Unknown addresses start nothing.
 */
export const preloadScreenAt = (pathname: string) => {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const first = path.split('/')[0];
  const resource = LISTED.find((view) => view.name === first);
  const page = path
    ? Object.entries(SCREENS).find(([pattern]) => matchPath(`/${pattern}`, `/${path}`))?.[1]
    : DashboardScreen;
  const target = (resource?.list ?? page) as Partial<Preloadable> | undefined;
  target?.preload?.().catch(() => undefined); // shown later, the screen says what failed
};

/** The authenticated routes of part 1 §2, inside the shell, each guarded by its declared roles. */
export const shellRoutes = [
  <Route key="index" path="/" element={<IndexRedirect />} />,
  ...ROUTES.filter((route) => !RESOURCE_ROUTES.has(route.path)).map((route) => {
    const Page = SCREENS[route.path];
    return (
      <Route
        key={route.path}
        path={`/${route.path}`}
        element={
          <RouteGuard permission={route.permission}>
            <Screen>{Page ? <Page /> : <NotYetAvailableScreen title={route.title} />}</Screen>
          </RouteGuard>
        }
      />
    );
  }),
];

/** Sign-up, e-mail check and password recovery: public, without the shell (part 1 §2). */
const PUBLIC_SCREENS: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/login/validateOtp', Page: OtpScreen },
  { path: '/signUp/:registrationHash', Page: SignUpScreen },
  { path: '/emailVerification/:verificationHash', Page: EmailVerificationScreen },
  { path: '/registrationComplete', Page: RegistrationCompleteScreen },
  { path: '/passwordRecovery', Page: PasswordRecoveryRequestScreen },
  { path: '/passwordRecovery/:token', Page: PasswordRecoveryScreen },
  ...REGISTERED.filter((screen) => screen.public).map(({ path, Page }) => ({ path: `/${path}`, Page })),
];

/** Routes open without a login and without the shell (part 1 §2 "Public routes"). */
export const publicRoutes = [
  // The error page is part of the shell (unknown paths, refusals), so it is never loaded apart.
  <Route key="error" path="/error" element={<GenericErrorPage />} />,
  ...PUBLIC_SCREENS.map(({ path, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Screen>
          <Page />
        </Screen>
      }
    />
  )),
];

export const LoginRoute = () => (
  <Screen>
    <LoginScreen />
  </Screen>
);
