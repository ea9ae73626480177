import { describe, expect, it } from 'vitest';
import { follow, navigationType, stepsBack } from '../../src/layout/useBackTarget';

type Step = [key: string, pathname: string, type: 'PUSH' | 'REPLACE' | 'POP'];
const walkThrough = (steps: Step[]) =>
  steps.reduce((walk, [key, pathname, type]) => follow(walk, { key, pathname }, type), {
    entries: [] as { key: string; pathname: string }[],
    index: 0,
    seen: null as string | null,
  });

describe('the back arrow’s target', () => {
  it('has nowhere to go back to on the first page the app opened', () => {
    expect(stepsBack(walkThrough([['a', '/formats', 'POP']]))).toBeNull();
  });

  it('goes one step back to the previous screen', () => {
    const walk = walkThrough([
      ['a', '/dashboard', 'POP'],
      ['b', '/formats', 'PUSH'],
    ]);
    expect(stepsBack(walk)).toBe(-1);
  });

  it('skips the entries of the page it is on (a list’s filters and pages)', () => {
    const walk = walkThrough([
      ['a', '/brands', 'POP'],
      ['b', '/formats', 'PUSH'],
      ['c', '/formats', 'PUSH'],
      ['d', '/formats', 'PUSH'],
    ]);
    expect(stepsBack(walk)).toBe(-3);
  });

  it('follows a replace and the browser’s own back and forward', () => {
    let walk = walkThrough([
      ['a', '/dashboard', 'POP'],
      ['b', '/profile/7', 'PUSH'],
      ['c', '/profile/7/edit', 'PUSH'],
    ]);
    walk = follow(walk, { key: 'b', pathname: '/profile/7' }, 'POP');
    expect(stepsBack(walk)).toBe(-1);
    walk = follow(walk, { key: 'c', pathname: '/profile/7/edit' }, 'POP');
    expect(stepsBack(walk)).toBe(-1);
    walk = follow(walk, { key: 'e', pathname: '/devices' }, 'REPLACE');
    expect(walk.entries.map((e) => e.pathname)).toEqual(['/dashboard', '/profile/7', '/devices']);
    // A push after going back drops the entries ahead.
    walk = follow(walk, { key: 'a', pathname: '/dashboard' }, 'POP');
    walk = follow(walk, { key: 'f', pathname: '/programs' }, 'PUSH');
    expect(walk.entries.map((e) => e.pathname)).toEqual(['/dashboard', '/programs']);
    expect(stepsBack(walk)).toBe(-1);
  });

  it('starts over when the browser returns to an entry from before the app opened', () => {
    const walk = walkThrough([
      ['a', '/dashboard', 'POP'],
      ['b', '/formats', 'PUSH'],
      ['z', '/brands', 'POP'],
    ]);
    expect(stepsBack(walk)).toBeNull();
  });
});

describe('what brought a location', () => {
  const walk = walkThrough([
    ['a', '/dashboard', 'POP'],
    ['b', '/formats', 'PUSH'],
  ]);

  it('is back or forward for an entry already walked, and for the first one', () => {
    expect(navigationType(walk, 'a', undefined)).toBe('POP');
    expect(navigationType({ entries: [], index: 0, seen: null }, 'x', 0)).toBe('POP');
  });

  it('is a replace when the browser’s history index stayed, else a push', () => {
    expect(navigationType({ ...walk, historyIndex: 4 }, 'c', 4)).toBe('REPLACE');
    expect(navigationType({ ...walk, historyIndex: 4 }, 'c', 5)).toBe('PUSH');
    expect(navigationType(walk, 'c', undefined)).toBe('PUSH');
  });
});
