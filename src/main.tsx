import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { restoreLocale } from './i18n';

// Real paths (/login, /audit-page), not react-admin's default hash router; the server answers
// every non-API path with index.html.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// No transitions: react-admin redirects an anonymous visitor by logging out on mount, which
// clears its query cache; those urgent updates kept interrupting the transition to /login
// (a redirect loop of several seconds, seen in Chromium).
// The language chosen last time first (English is its own chunk), then the app.
restoreLocale()
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    ),
  );
