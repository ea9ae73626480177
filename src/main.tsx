import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startVerification } from '../authProvider';
import { readAuthData } from '../dataProvider/http';
import { restoreLocale } from './i18n';
import { publicScreenFor } from './public/paths';
import { StandaloneLogin } from './public/StandaloneLogin';

const root = createRoot(document.getElementById('root')!);

// react-admin and everything behind it: one download, started at most once.
let app: Promise<typeof import('./boot')> | null = null;
const preloadApp = () => {
  app ??= import('./boot').then(async (boot) => {
    await boot.prepareApp();
    return boot;
  });
};
// Back or forward from the login pages: the app decides what the address shows.
const onHistory = () => enterApp(window.location.pathname);
const enterApp = (path: string) => {
  window.removeEventListener('popstate', onHistory);
  preloadApp();
  // The address changes when the app renders, not before: until then the login form stays.
  app!.then(({ renderApp }) => {
    if (path !== window.location.pathname) window.history.pushState(null, '', path);
    renderApp(root);
  });
};

const start = () => {
  const { pathname, search } = window.location;
  const screen = publicScreenFor(pathname, readAuthData()?.token != null);
  if (!screen) return enterApp(pathname);
  // A visitor without a login lands on /login, and goes where they were heading once signed in.
  const next = pathname === '/login' || screen === 'otp' ? '/' : pathname + search;
  if (screen === 'login' && pathname !== '/login') window.history.replaceState(null, '', '/login');
  window.addEventListener('popstate', onHistory);
  root.render(
    <StrictMode>
      <StandaloneLogin first={screen} next={next} enterApp={enterApp} preloadApp={preloadApp} />
    </StrictMode>,
  );
};

// A stored login is checked with the server at once, while the app downloads (authProvider).
startVerification();

// The language chosen last time first (English is its own chunk), then the first screen.
restoreLocale()
  .catch(() => undefined)
  .finally(start);
