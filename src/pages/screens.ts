import { lazyScreen } from '../lazy';

/** Every screen of the app, each loaded on first use (part 1 §2). */
export const DashboardScreen = lazyScreen(() => import('./Dashboard'));
export const NotYetAvailableScreen = lazyScreen(() => import('./NotYetAvailable'));
export const LoginScreen = lazyScreen(() => import('./LoginPage'));
export const OtpScreen = lazyScreen(() => import('./OtpPage'));
