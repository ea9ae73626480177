import type { AuthProvider, UserIdentity } from 'react-admin';
import { type AuthData, apiUrl, readAuthData, request, writeAuthData } from '../dataProvider/http';
import { MESSAGES } from '../domain/messages';
import { canAccess } from '../domain/permissions';
import { isRole } from '../domain/roles';

/** Where the one-time-code ticket waits between the two login steps (one tab, one attempt). */
export const OTP_TICKET_KEY = 'otpTicket';
export const OTP_PATH = '/login/validateOtp';
export const LOGIN_PATH = '/login';

type TokenAnswer = AuthData | { otpRequired: true; ticket: string };

export interface LoginParams {
  email?: string;
  password?: string;
  /** The second step of a two-factor login: the ticket from the first step and the code. */
  ticket?: string;
  token?: string;
}

export const storedRole = () => {
  const role = readAuthData()?.user.role;
  return isRole(role) ? role : null;
};

const askVerification = (token: string) =>
  request<AuthData>(apiUrl('token/verify'), { method: 'POST', body: { token } });

/**
 * The stored login's check, asked by the page itself (src/main.tsx) as soon as it runs, while the
 * app downloads: the app's first checkAuth then takes this answer instead of asking only once
 * react-admin has loaded and rendered (with `requireAuth` nothing shows before it: on a phone's
 * network a round trip less before the first screen).
 */
let earlyVerification: { token: string; answer: Promise<AuthData> } | null = null;
export const startVerification = () => {
  const token = readAuthData()?.token;
  if (!token) return;
  const answer = askVerification(token);
  answer.catch(() => undefined); // the first checkAuth reads a refusal
  earlyVerification = { token, answer };
};
/** The early answer when it was asked for this token (once), or a new question. */
const takeVerification = (token: string) => {
  const early = earlyVerification?.token === token ? earlyVerification.answer : null;
  earlyVerification = null;
  return early ?? askVerification(token);
};

/**
 * JWT login against the server (part 1 §4, §7). A factory so that each test gets the
 * "first check of a page load" afresh; the app uses the default instance.
 */
export const createAuthProvider = (): AuthProvider => {
  // The stored login is verified with the server once per page load; later checks read storage.
  let verification: Promise<void> | null = null;

  // Only the server's refusal of the token (400, 401, 403) ends the login. When the server cannot be
  // reached or fails (a restart, a network drop: 5xx, no answer), the stored login stays and is
  // verified again at the next check, rather than signing the user out for the server's trouble.
  const verifyStoredLogin = async (token: string) => {
    try {
      writeAuthData(await takeVerification(token));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === undefined || status >= 500) {
        verification = null;
        return;
      }
      writeAuthData(null);
      throw { message: MESSAGES.tokenInvalid };
    }
  };

  return {
    login: async ({ email, password, ticket, token }: LoginParams) => {
      const answer = ticket
        ? await request<TokenAnswer>(apiUrl('token/otp'), { method: 'POST', body: { ticket, token } })
        : await request<TokenAnswer>(apiUrl('token'), { method: 'POST', body: { email, password } });
      if ('otpRequired' in answer) {
        sessionStorage.setItem(OTP_TICKET_KEY, answer.ticket);
        return { redirectTo: OTP_PATH };
      }
      sessionStorage.removeItem(OTP_TICKET_KEY);
      writeAuthData({ token: answer.token, user: answer.user });
      verification = Promise.resolve();
    },

    checkAuth: () => {
      const auth = readAuthData();
      // message false: a visitor who never logged in goes to /login without an error toast.
      if (!auth?.token) return Promise.reject({ message: false });
      verification ??= verifyStoredLogin(auth.token);
      return verification;
    },

    checkError: (error) => {
      const status = error?.status;
      if (status === 401) {
        writeAuthData(null);
        verification = null;
        return Promise.reject({ message: MESSAGES.tokenInvalid });
      }
      // 403 means "not this", not "not you": the user stays logged in.
      return Promise.resolve();
    },

    logout: async () => {
      if (readAuthData()?.token) {
        await request(apiUrl('token/logout'), { method: 'POST' }).catch(() => undefined);
      }
      writeAuthData(null);
      sessionStorage.removeItem(OTP_TICKET_KEY);
      verification = null;
      return LOGIN_PATH;
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const user = readAuthData()?.user;
      if (!user) throw new Error(MESSAGES.notAuthenticated);
      return {
        id: user.id,
        fullName: [user.lastName, user.firstName].filter(Boolean).join(' '),
        firstName: user.firstName,
        lastName: user.lastName,
        avatar: user.photo ?? undefined,
        role: user.role,
        agency: user.agency ?? null,
      };
    },

    getPermissions: async () => storedRole(),

    canAccess: async ({ resource, action }) => canAccess(storedRole(), resource, action),
  };
};

export const authProvider = createAuthProvider();
export default authProvider;
