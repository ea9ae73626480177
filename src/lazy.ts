import { type ComponentType, lazy } from 'react';
import { LAZY_SCREEN_DELAY_MS } from '../domain/constants';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A screen loaded on first use and shown no sooner than 100 ms later (part 1 §2, §9), so that
 * the pending indicator appears steadily instead of flickering.
 */
export const lazyScreen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => Promise.all([load(), wait(LAZY_SCREEN_DELAY_MS)]).then(([screen]) => screen));
