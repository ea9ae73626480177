import { type ComponentType, lazy, Suspense } from 'react';
import { LAZY_SCREEN_DELAY_MS } from '../domain/constants';
import { Pending } from './layout/Pending';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A screen loaded on first use and shown no sooner than 100 ms later (part 1 §2, §9), so that
 * the pending indicator appears steadily instead of flickering.
 */
export const lazyScreen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => Promise.all([load(), wait(LAZY_SCREEN_DELAY_MS)]).then(([screen]) => screen));

/**
 * A resource view (list, create, edit) loaded on first use, as screens are. Its own Suspense:
 * react-admin's Layout would otherwise replace the breadcrumb and footer with its full-page Loading.
 */
export const lazyView = (load: () => Promise<ComponentType<object>>) => {
  const Screen = lazyScreen<object>(() => load().then((view) => ({ default: view })));
  return () => (
    <Suspense fallback={<Pending />}>
      <Screen />
    </Suspense>
  );
};
