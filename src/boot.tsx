import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { loadCatalogue } from './i18n';
import { preloadScreenAt } from './routes';

/**
 * What the app needs before its first render: the core of the Russian catalogue (src/i18n). Meanwhile
 * the shell, the data provider and the screen at the address start downloading, each otherwise
 * asked for only once the one before it has rendered (a chain of round trips on a phone's network).
 */
export const prepareApp = () => {
  const warm = (load: Promise<unknown>) => load.catch(() => undefined); // asked again when needed
  warm(import('./layout/Layout'));
  warm(import('../dataProvider'));
  preloadScreenAt(window.location.pathname);
  return loadCatalogue();
};

/**
 * react-admin's app, loaded after login (or at once for a signed-in user): real paths (/login,
 * /audit-page), not react-admin's default hash router; the server answers every non-API path with
 * index.html. The router reads the address when this runs.
 */
export const renderApp = (root: Root) => {
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  // No router transitions: react-admin redirects an anonymous visitor by logging out on mount,
  // which clears its query cache; those urgent updates kept interrupting the transition to /login
  // (a redirect loop of several seconds, seen in Chromium).
  // The first render itself is a transition: React renders it in slices of a few milliseconds
  // between which the browser stays responsive (a phone's long tasks, Lighthouse's Total Blocking
  // Time), instead of one task of every provider and the shell at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    ),
  );
};
