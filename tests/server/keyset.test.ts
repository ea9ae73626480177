import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../server/graphql/count';
import { nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

/** Keyset paging (server/graphql/keyset.ts) through the formats list, which sorts by a nullable sku. */
const h = withServer();
const tokens = tokensFor(h);

const FORMATS = `query ($q: String, $first: Int, $after: String, $last: Int, $before: String, $orderBy: String) {
  formats(isDeleted: false, title_Icontains: $q, first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy) {
    totalCount totalCountKind
    edges { cursor node { id sku title } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const list = async (variables: Record<string, unknown>) => {
  const res = await h.gql(tokens.HQ, FORMATS, { q: 'Keyset', ...variables });
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data.formats;
};
const ids = (connection: any) => nodes(connection).map((n: any) => Number(n.id));

/** Every matching row, walked page by page in one direction. */
const walk = async (orderBy: string, size: number, backwards = false) => {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i += 1) {
    const page: any = await list(
      backwards ? { last: size, before: cursor, orderBy } : { first: size, after: cursor, orderBy },
    );
    seen.push(...(backwards ? ids(page).reverse() : ids(page)));
    const more = backwards ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage;
    if (!more) return backwards ? seen.reverse() : seen;
    cursor = backwards ? page.pageInfo.startCursor : page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
};

/** The order PostgreSQL gives: sku with NULLs after every value (or the title), ties by id. */
const expected = async (descending: boolean, key = 'sku') => {
  const dir = descending ? 'desc' : 'asc';
  const order = key === 'title' ? 'title collate "ru-x-icu"' : key;
  const { rows } = await h.pool.query(
    `select id from formats where title like 'Keyset%' and not is_deleted order by ${order} ${dir}, id ${dir}`,
  );
  return rows.map((r) => Number(r.id));
};

describe('keyset paging', () => {
  beforeAll(async () => {
    const brand = (await h.pool.query('select id from brands limit 1')).rows[0].id;
    // 23 formats: four without a sku (a live SKU is unique), ties on the title (four share one).
    const skus = ['100', '101', '102', '103', '104', null, '105', null, '106', '107', null, null];
    for (let i = 0; i < 23; i += 1)
      await h.pool.query('insert into formats (title, brand_id, sku) values ($1, $2, $3)', [
        i % 7 === 1 ? 'Keyset tie' : `Keyset ${String(i).padStart(2, '0')}`,
        brand,
        i < skus.length ? skus[i] : `2${String(i).padStart(2, '0')}`,
      ]);
  });

  it.each([
    ['sku', false],
    ['-sku', true],
    ['title', false],
    ['-title', true],
  ] as const)('walks every row once, in order, forwards and backwards (%s)', async (orderBy, descending) => {
    const all = await expected(descending, orderBy.replace('-', ''));
    expect(all).toHaveLength(23);
    for (const size of [1, 4, 10]) {
      expect(await walk(orderBy, size)).toEqual(all);
      expect(await walk(orderBy, size, true)).toEqual(all);
    }
  });

  it('pages by a text key with its own collation (title) and by id alone', async () => {
    const byTitle = await walk('title', 5);
    expect(byTitle).toHaveLength(23);
    expect(await walk('-id', 7)).toEqual([...byTitle].sort((a, b) => b - a));
  });

  it('goes back from a page to the page before it, and reads the end with `last` alone', async () => {
    const first = await list({ first: 5, orderBy: 'sku' });
    const second = await list({ first: 5, after: first.pageInfo.endCursor, orderBy: 'sku' });
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const back = await list({ last: 5, before: second.pageInfo.startCursor, orderBy: 'sku' });
    expect(ids(back)).toEqual(ids(first));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const end = await list({ last: 3, orderBy: 'sku' });
    expect(ids(end)).toEqual((await expected(false)).slice(-3));
    expect(end.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('keeps its place when rows are added or removed between pages', async () => {
    const first = await list({ first: 6, orderBy: 'sku' });
    const [removed] = ids(first).slice(-1);
    await h.pool.query('update formats set is_deleted = true where id = $1', [removed]);
    const brand = (await h.pool.query('select id from brands limit 1')).rows[0].id;
    await h.pool.query(
      "insert into formats (title, brand_id, sku) values ('Keyset before', $1, '000'), ('Keyset after', $1, '999')",
      [brand],
    );
    const rest = await list({ first: 100, after: first.pageInfo.endCursor, orderBy: 'sku' });
    const titles = nodes(rest).map((n: any) => n.title);
    expect(titles).toContain('Keyset after');
    expect(titles).not.toContain('Keyset before');
    // Nothing seen twice, nothing skipped among the rows that were there all along.
    const now = await expected(false);
    const afterFirst = now.slice(now.indexOf(ids(first)[4]) + 1);
    expect(ids(rest)).toEqual(afterFirst);
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['an offset cursor', Buffer.from('arrayconnection:5').toString('base64')],
    ['another sort', Buffer.from(JSON.stringify(['title', 'Keyset', 5])).toString('base64url')],
    ['a wrong key type', Buffer.from(JSON.stringify(['sku', 5, 5])).toString('base64url')],
    ['an id out of range', Buffer.from(JSON.stringify(['sku', '100', 2 ** 40])).toString('base64url')],
  ])('refuses a forged cursor (%s) with 400', async (_name, cursor) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/graphql/',
      headers: { authorization: `JWT ${tokens.HQ}` },
      payload: { query: FORMATS, variables: { first: 5, after: cursor, orderBy: 'sku' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts only when asked, exactly under the cap and AT_LEAST over it', async () => {
    const page = await list({ first: 2 });
    expect(page).toMatchObject({ totalCountKind: 'EXACT' });
    expect(page.totalCount).toBe((await expected(false)).length);
    const brand = (await h.pool.query('select id from brands limit 1')).rows[0].id;
    await h.pool.query(
      "insert into formats (title, brand_id) select 'Keyset bulk ' || g, $1 from generate_series(1, $2) g",
      [brand, COUNT_CAP + 5],
    );
    const capped = await list({ first: 2 });
    expect(capped).toMatchObject({ totalCount: COUNT_CAP, totalCountKind: 'AT_LEAST' });
    // Without totalCount in the selection no count runs (and the page still answers).
    const res = await h.gql(tokens.HQ, '{ formats(first: 2) { edges { node { id } } } }');
    expect(res.data.formats.edges).toHaveLength(2);
  });
});
