import { useRef } from 'react';
import { useLocation } from 'react-admin';

interface Entry {
  key: string;
  pathname: string;
}

/** The app's own copy of the history stack, as far as this tab has walked it since the shell opened. */
interface Walk {
  entries: Entry[];
  index: number;
  seen: string | null;
  /** The browser history's index of the current entry, when the router keeps one. */
  historyIndex?: number;
}

/**
 * Follows one navigation: a push drops the entries ahead and adds one, a replace swaps the
 * current one, a pop (browser back/forward) moves to the entry it returns to.
 */
export const follow = (walk: Walk, entry: Entry, type: 'PUSH' | 'REPLACE' | 'POP'): Walk => {
  if (walk.seen === entry.key) return walk;
  const next = { ...walk, seen: entry.key };
  if (type === 'PUSH' && walk.entries.length > 0) {
    next.entries = [...walk.entries.slice(0, walk.index + 1), entry];
    next.index = next.entries.length - 1;
  } else if (type === 'REPLACE' && walk.entries.length > 0) {
    next.entries = walk.entries.map((e, i) => (i === walk.index ? entry : e));
  } else {
    const at = walk.entries.findIndex((e) => e.key === entry.key);
    if (at >= 0) next.index = at;
    else {
      next.entries = [entry];
      next.index = 0;
    }
  }
  return next;
};

/** How many steps back the nearest entry on another page is (a list's own filter changes skipped). */
export const stepsBack = (walk: Walk): number | null => {
  const here = walk.entries[walk.index]?.pathname;
  for (let i = walk.index - 1; i >= 0; i -= 1) if (walk.entries[i].pathname !== here) return i - walk.index;
  return null;
};

/**
 * What brought this location: back or forward to an entry already walked; a replace when the
 * browser's history says the index did not move (react-router keeps `idx` in history.state);
 * else a push (a memory router, as in tests, says nothing of replaces).
 */
export const navigationType = (walk: Walk, key: string, historyIndex: number | undefined) => {
  if (walk.entries.length === 0 || walk.entries.some((e) => e.key === key)) return 'POP';
  if (historyIndex !== undefined && historyIndex === walk.historyIndex) return 'REPLACE';
  return 'PUSH';
};

/**
 * Where the back arrow leads: the previous screen in the app when there is one (as a history
 * step, so the browser's own back stays in step), else home; null when that is this page.
 */
export const useBackTarget = (home: string, homeAliases: string[] = []): number | string | null => {
  const location = useLocation();
  const key = location.key ?? 'default'; // react-router gives every entry a key
  const walk = useRef<Walk>({ entries: [], index: 0, seen: null });
  if (walk.current.seen !== key) {
    const state = typeof window === 'undefined' ? null : window.history.state;
    const historyIndex = state?.key === key && typeof state.idx === 'number' ? state.idx : undefined;
    const type = navigationType(walk.current, key, historyIndex);
    walk.current = {
      ...follow(walk.current, { key, pathname: location.pathname }, type),
      historyIndex,
    };
  }
  const steps = stepsBack(walk.current);
  if (steps !== null) return steps;
  return [home, ...homeAliases].includes(location.pathname) ? null : home;
};
