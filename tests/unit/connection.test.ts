import { describe, expect, it } from 'vitest';
import {
  cursorToOffset,
  offsetToCursor,
  parseOrderBy,
  resolveConnection,
} from '../../server/graphql/connection';

const rows = Array.from({ length: 10 }, (_, i) => i);
const page = (args: Parameters<typeof resolveConnection>[0]) =>
  resolveConnection(
    args,
    async () => rows.length,
    async ({ offset, limit }) => rows.slice(offset, offset + limit),
  );

describe('relay connections', () => {
  it('uses Graphene cursors', () => {
    expect(offsetToCursor(0)).toBe('YXJyYXljb25uZWN0aW9uOjA=');
    expect(cursorToOffset(offsetToCursor(42))).toBe(42);
    expect(() => cursorToOffset('bm9wZQ==')).toThrow('Invalid cursor');
  });

  it('pages forwards and backwards', async () => {
    const first = await page({ first: 3 });
    expect(first.edges.map((e) => e.node)).toEqual([0, 1, 2]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ first: 3, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node)).toEqual([3, 4, 5]);
    const back = await page({ last: 3, before: second.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node)).toEqual([0, 1, 2]);
    const tail = await page({ last: 4 });
    expect(tail.edges.map((e) => e.node)).toEqual([6, 7, 8, 9]);
    expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(tail.totalCount).toBe(10);
  });

  it('refuses a page size out of bounds and an unknown order', async () => {
    await expect(page({ first: -1 })).rejects.toThrow();
    expect(() => parseOrderBy('password', ['model'] as const, 'model')).toThrow('orderBy');
    expect(parseOrderBy('-model', ['model'] as const, 'model')).toEqual({ field: 'model', descending: true });
  });
});
