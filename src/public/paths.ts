import { OTP_PATH } from '../../authProvider';
import { PUBLIC_LINK_KINDS } from '../../domain/publicLinks';

/** The pages the small login app (main.tsx) renders before react-admin loads, by path. */
export type PublicScreen = 'login' | 'otp';

/** Public pages that react-admin renders itself (sign-up, recovery, the e-mail check, errors). */
const APP_PUBLIC = [
  '/signUp/',
  '/emailVerification/',
  '/registrationComplete',
  '/passwordRecovery',
  '/error',
  ...PUBLIC_LINK_KINDS.map((kind) => `/${kind}/`),
];

/**
 * Which login page a visitor without a stored login sees at `pathname`, or null when the full app
 * should load: a signed-in user, or a public page of the app. Anywhere else, a visitor without a
 * login lands on /login (as react-admin would send them).
 */
export const publicScreenFor = (pathname: string, signedIn: boolean): PublicScreen | null => {
  if (signedIn) return null;
  if (pathname === OTP_PATH) return 'otp';
  if (APP_PUBLIC.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return null;
  return 'login';
};
