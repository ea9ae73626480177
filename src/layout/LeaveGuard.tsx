import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useId, useRef } from 'react';
import { useBlocker, useCanBlock } from 'react-admin';

/** The forms on screen that hold unsaved edits, by a form's own id. */
type Registry = Map<string, boolean>;

/** The question's dialog loads when first asked (the first screen's download stays as it was). */
const LeaveDialog = lazy(() => import('./LeaveDialog'));

const LeaveGuardContext = createContext<Registry | null>(null);

const anyDirty = (registry: Registry) => [...registry.values()].some(Boolean);

/**
 * Whether leaving `current` for `next` would lose edits: a form is dirty and the page changes. A
 * change of the address's query alone (a list's filters) stays on the form; the way to /login
 * (logout, the idle time-out, part 1 §2) is never held: the session is gone either way.
 */
export const leavesForm = (registry: Registry, current: string, next: string) =>
  anyDirty(registry) && current !== next && next !== '/login';

/**
 * The one navigation blocker of the app (react-router honours only one at a time, so the forms do
 * not each register their own): any navigation away from a page with unsaved edits, by a link,
 * the breadcrumb's back arrow or the browser's back button, first asks in the product's own
 * dialog (not the browser's confirm); «Остаться» keeps the edits, «Уйти» leaves. Closing or
 * reloading the tab gets the browser's own question (the only one a page may ask there).
 */
const Blocker = ({ registry }: { registry: Registry }) => {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    leavesForm(registry, currentLocation.pathname, nextLocation.pathname),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!anyDirty(registry)) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [registry]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onLeave={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />
    </Suspense>
  );
};

/** Around the app's routes (src/App.tsx): the forms below report their unsaved edits to it. */
export const LeaveGuardProvider = ({ children }: { children: ReactNode }) => {
  const registry = useRef<Registry>(new Map()).current;
  // A data router is needed to block (src/boot.tsx has one; so has react-admin's TestMemoryRouter).
  const canBlock = useCanBlock();
  return (
    <LeaveGuardContext.Provider value={registry}>
      {children}
      {canBlock ? <Blocker registry={registry} /> : null}
    </LeaveGuardContext.Provider>
  );
};

/**
 * A form's unsaved edits, reported while it is on screen: leaving the page then asks first. Pass
 * false while the form saves (a save that moves on to the saved record is not held).
 */
export const useLeaveGuard = (dirty: boolean) => {
  const registry = useContext(LeaveGuardContext);
  const id = useId();
  useEffect(() => {
    registry?.set(id, dirty);
  }, [registry, id, dirty]);
  useEffect(() => () => void registry?.delete(id), [registry, id]);
};
