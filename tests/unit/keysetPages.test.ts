import { describe, expect, it } from 'vitest';
import { type ListState, listKey, planPage, remember } from '../../dataProvider/keysetPages';

const state = (): ListState => ({ cursors: new Map() });
const seen = (s: ListState, offset: number, n: number, count?: number, kind?: 'EXACT' | 'AT_LEAST') =>
  remember(
    s,
    offset,
    Array.from({ length: n }, (_, i) => `c${offset + i}`),
    count === undefined ? undefined : { totalCount: count, totalCountKind: kind },
  );

describe('page numbers on keyset cursors', () => {
  it('reads page 1 without a cursor, and the next page after the last row seen', () => {
    const s = state();
    expect(planPage(s, 0, 25)).toEqual({ kind: 'read', offset: 0, size: 25, variables: { first: 25 } });
    seen(s, 0, 25, 100);
    expect(planPage(s, 25, 25).variables).toEqual({ first: 25, after: 'c24' });
  });

  it('reads the page before a seen one backwards, and the last page of an exact count from the end', () => {
    const s = state();
    seen(s, 50, 25, 110);
    expect(planPage(s, 25, 25).variables).toEqual({ last: 25, before: 'c50' });
    expect(planPage(s, 100, 25)).toMatchObject({ kind: 'read', size: 10, variables: { last: 10 } });
  });

  it('walks forward to a page no cursor leads to, from the furthest row seen before it', () => {
    const s = state();
    seen(s, 0, 10, 10_000, 'AT_LEAST');
    expect(planPage(s, 5000, 10)).toEqual({
      kind: 'walk',
      offset: 10,
      size: 1000,
      variables: { first: 1000, after: 'c9' },
    });
    // Without a certain end, the last page is not read from the end.
    expect(planPage(s, 9990, 10).kind).toBe('walk');
  });

  it('walks rather than reads backwards where the document cannot', () => {
    const s = state();
    seen(s, 20, 10);
    expect(planPage(s, 10, 10, false)).toMatchObject({ kind: 'walk', variables: { first: 10 } });
  });

  it('keys a list by resource, filters and sort, not by its page', () => {
    expect(listKey('formats', { b: 1, a: 2, first: 10, after: 'x' })).toBe(
      listKey('formats', { a: 2, b: 1, last: 5 }),
    );
    expect(listKey('formats', { a: 1 })).not.toBe(listKey('formats', { a: 2 }));
  });
});
