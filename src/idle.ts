import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { IDLE_TIMEOUT_MS } from '../domain/constants';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/**
 * Logs the user out to /login after 20 minutes without activity (part 1 §2). One plain
 * setTimeout, restarted on every activity, so a fake clock can fast-forward it.
 */
export const useIdleLogout = (timeoutMs = IDLE_TIMEOUT_MS) => {
  const logout = useLogout();
  // The logout function changes with navigation; the timer must not restart because of it.
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => logoutRef.current(), timeoutMs);
    };
    restart();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true });
    };
  }, [timeoutMs]);
};
