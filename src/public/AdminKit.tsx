import { type ReactNode, useEffect, useMemo } from 'react';
import {
  useAuthProvider,
  useAuthState,
  useCheckAuth,
  useLocaleState,
  useLogin,
  useNavigate,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { LoginParams } from '../../authProvider';
import { type PublicKit, PublicKitContext } from './kit';

/** The login forms inside react-admin (after a logout, and in the app's tests): its hooks as the kit. */
export const AdminKit = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const raLogin = useLogin();
  const authProvider = useAuthProvider();
  // The shell around these public pages has already seen "not logged in" and no role; after the
  // second step it must look again.
  const { refetch: recheckAuth } = useAuthState();
  const { refetch: recheckRole } = usePermissions();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // As react-admin's <Login>: a visitor who is signed in already goes home.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const kit = useMemo<PublicKit>(
    () => ({
      translate,
      locale,
      setLocale,
      // The first step through react-admin (it follows the code page's redirect); the second directly.
      login: async (params: LoginParams) => {
        if (params.ticket) await authProvider!.login(params);
        else await raLogin(params);
      },
      enter: async () => {
        await Promise.all([recheckAuth(), recheckRole()]);
        navigate('/');
      },
      go: (path) => navigate(path),
    }),
    [translate, locale, setLocale, raLogin, authProvider, recheckAuth, recheckRole, navigate],
  );
  return <PublicKitContext.Provider value={kit}>{children}</PublicKitContext.Provider>;
};
