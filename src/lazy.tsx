import { type ComponentType, lazy, Suspense } from 'react';
import { LAZY_SCREEN_DELAY_MS } from '../domain/constants';
import { loadScreenWords } from './i18n';
import { Pending } from './layout/Pending';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a lazily loaded screen also offers: to start its download before it is shown. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded on first use and shown no sooner than 100 ms later (part 1 §2, §9), so that
 * the pending indicator appears steadily instead of flickering. With its code come the screens'
 * words (src/i18n/ruScreens.ts), unless `coreWords`: the first signed-in screen and the public
 * pages need only the words loaded with the app. `preload` starts both downloads early (the
 * screen at the address, while the app itself loads: src/boot.tsx).
 */
export const lazyScreen = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { coreWords = false }: { coreWords?: boolean } = {},
) => {
  let download: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    download ??= Promise.all([load(), coreWords ? null : loadScreenWords()])
      .then(([screen]) => screen)
      .catch((error) => {
        download = null; // a failed download is tried again when the screen is shown
        throw error;
      });
    return download;
  };
  const Screen = lazy(() => Promise.all([preload(), wait(LAZY_SCREEN_DELAY_MS)]).then(([screen]) => screen));
  return Object.assign(Screen, { preload });
};

/**
 * A resource view (list, create, edit) loaded on first use, as screens are. Its own Suspense:
 * react-admin's Layout would otherwise replace the breadcrumb and footer with its full-page Loading.
 */
export const lazyView = (load: () => Promise<ComponentType<object>>) => {
  const Screen = lazyScreen<object>(() => load().then((view) => ({ default: view })));
  const View = () => (
    <Suspense fallback={<Pending />}>
      <Screen />
    </Suspense>
  );
  return Object.assign(View, { preload: Screen.preload });
};
