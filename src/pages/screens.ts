import { lazyScreen } from '../lazy';

/**
 * The app's own screens, each loaded on first use (part 1 §2); an entity's screens come with its
 * registration (resources/<x>/index.ts `screens`).
 */
export const DashboardScreen = lazyScreen(() => import('./Dashboard'), { coreWords: true });
export const NotYetAvailableScreen = lazyScreen(() => import('./NotYetAvailable'), { coreWords: true });
export const LoginScreen = lazyScreen(() => import('./LoginPage'), { coreWords: true });
export const OtpScreen = lazyScreen(() => import('./OtpPage'), { coreWords: true });
export const SignUpScreen = lazyScreen(() => import('./signUp/SignUpPage'));
export const RegistrationCompleteScreen = lazyScreen(() => import('./signUp/RegistrationCompletePage'));
export const EmailVerificationScreen = lazyScreen(() => import('./EmailVerificationPage'));
export const PasswordRecoveryRequestScreen = lazyScreen(
  () => import('./password/PasswordRecoveryRequestPage'),
);
export const PasswordRecoveryScreen = lazyScreen(() => import('./password/PasswordRecoveryPage'));
export const UserAddScreen = lazyScreen(() => import('./userAdd/UserAddPage'));
