import { CssBaseline } from '@mui/material';
import { createTheme, THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { useMemo, useState } from 'react';
import { authProvider, LOGIN_PATH, type LoginParams, OTP_PATH } from '../../authProvider';
import { i18nProvider } from '../i18n';
import { theme } from '../theme';
import { type PublicKit, PublicKitContext } from './kit';
import { LoginForm } from './LoginForm';
import { OtpForm } from './OtpForm';
import type { PublicScreen } from './paths';

const muiTheme = createTheme(theme);

export interface StandaloneProps {
  first: PublicScreen;
  /** Where to go once signed in: the page the visitor asked for. */
  next: string;
  /** Load react-admin and render it at `path`; called early (on submit) to overlap with the login. */
  enterApp: (path: string) => void;
  preloadApp: () => void;
}

/**
 * /login and its code page before react-admin has loaded (main.tsx): the same forms, on the auth
 * provider and the i18n provider directly, so that the first visit downloads React, MUI and the
 * Russian messages and nothing of react-admin, Apollo or the resources (issue 11's 150 KB).
 */
export const StandaloneLogin = ({ first, next, enterApp, preloadApp }: StandaloneProps) => {
  const [screen, setScreen] = useState<PublicScreen>(first);
  const [locale, setLocaleState] = useState(() => i18nProvider.getLocale());

  const kit = useMemo<PublicKit>(() => {
    const show = (target: PublicScreen, path: string) => {
      window.history.pushState(null, '', path);
      setScreen(target);
    };
    return {
      // A new function per language (this memo runs again), so that the forms render again in it.
      translate: (key, options) => i18nProvider.translate(key, options),
      locale,
      setLocale: (target) => {
        Promise.resolve(i18nProvider.changeLocale(target)).then(() => setLocaleState(target));
      },
      login: async (params: LoginParams) => {
        preloadApp();
        const answer = (await authProvider.login(params)) as { redirectTo?: string } | undefined;
        if (params.ticket) return;
        if (answer?.redirectTo === OTP_PATH) show('otp', OTP_PATH);
        else enterApp(next);
      },
      enter: async () => enterApp('/'),
      go: (path) => (path === LOGIN_PATH ? show('login', LOGIN_PATH) : enterApp(path)),
    };
  }, [locale, next, enterApp, preloadApp]);

  return (
    // The system's provider under Material's id: Material's own brings the CSS-variables machinery
    // (color schemes, their storage), 5 KB this page does not use.
    <ThemeProvider themeId={THEME_ID} theme={muiTheme}>
      <CssBaseline />
      <PublicKitContext.Provider value={kit}>
        {screen === 'otp' ? <OtpForm /> : <LoginForm />}
      </PublicKitContext.Provider>
    </ThemeProvider>
  );
};
