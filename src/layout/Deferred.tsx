import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Its children mounted after it, in a transition of their own, `fallback` meanwhile (nothing by
 * default): React renders a transition in slices of a few milliseconds with the browser free
 * between them, and commits it apart. The shell and the screen mount so, each in its turn:
 * react-query's answers render synchronously, and a shell with its screen mounted in one of them
 * was a phone's longest task (Lighthouse's Total Blocking Time, issue 24). Only the first mount
 * waits; later renders are as usual.
 */
export const Deferred = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
};
