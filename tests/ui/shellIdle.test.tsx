import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { useIdleLogout } from '../../src/idle';
import { renderShell } from './shellHarness';

const MINUTE = 60_000;

const IdleProbe = () => {
  useIdleLogout();
  return null;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle time-out', () => {
  it('logs out to /login after 20 minutes without activity, and not before', async () => {
    vi.useFakeTimers();
    const authProvider = createAuthProvider();
    const logout = vi.spyOn(authProvider, 'logout').mockResolvedValue('/login');
    const seen: string[] = [];
    renderShell(<IdleProbe />, {
      role: 'HQ',
      path: '/dashboard',
      authProvider,
      onLocation: (p) => seen.push(p),
    });

    await act(async () => vi.advanceTimersByTime(19 * MINUTE));
    fireEvent.mouseMove(window);
    await act(async () => vi.advanceTimersByTime(19 * MINUTE));
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => vi.advanceTimersByTime(19 * MINUTE));
    expect(logout).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(MINUTE + 1));
    expect(logout).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(10));
    expect(seen.at(-1)).toBe('/login');
  });
});
