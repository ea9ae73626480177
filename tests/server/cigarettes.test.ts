import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;

const LIST = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String, $brandIsBat: Boolean, $orderBy: String) {
  cigarettes(first: $first, after: $after, last: $last, before: $before, search: $search, brandIsBat: $brandIsBat, orderBy: $orderBy) {
    totalCount edges { node { id brandTitle formatTitle sku brandIsBat } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const list = async (variables: Record<string, unknown> = {}, token = tokens.HQ) => {
  const res = await h.gql(token, LIST, { first: 10, ...variables });
  return res.errors ? res : res.data.cigarettes;
};
const skus = (page: any) => page.edges.map((e: any) => e.node.sku);
const byBrand = async () =>
  (
    await h.pool.query(
      'select sku, brand_title, format_title, brand_is_bat from cigarettes order by brand_title, id',
    )
  ).rows;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('cigarettes', () => {
  it('lists the formats 10 a page by brand: brand title, format title, SKU, BAT', async () => {
    const all = await byBrand();
    expect(all).toHaveLength(20);
    const page = await list();
    expect(page.totalCount).toBe(20);
    expect(skus(page)).toEqual(all.slice(0, 10).map((c) => c.sku));
    expect(page.edges[0].node).toEqual({
      id: expect.any(String),
      brandTitle: all[0].brand_title,
      formatTitle: all[0].format_title,
      sku: all[0].sku,
      brandIsBat: all[0].brand_is_bat,
    });
  });

  it('pages forward and backward by cursor', async () => {
    const all = (await byBrand()).map((c) => c.sku);
    const first = await list();
    const second = await list({ after: first.pageInfo.endCursor });
    expect(skus(second)).toEqual(all.slice(10, 20));
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await list({ first: undefined, last: 10, before: second.pageInfo.startCursor });
    expect(skus(back)).toEqual(all.slice(0, 10));
    expect(back.pageInfo.hasPreviousPage).toBe(false);
    const lastPage = await list({ first: undefined, last: 5 });
    expect(skus(lastPage)).toEqual(all.slice(15));
  });

  it('searches brand, format and SKU (any case); filters BAT brands', async () => {
    const kent = await list({ search: 'kent' });
    expect(kent.totalCount).toBe(4);
    expect(kent.edges.every((e: any) => e.node.brandTitle === 'Kent')).toBe(true);
    expect((await list({ search: 'SUPERSLIMS' })).totalCount).toBe(3);
    expect(skus(await list({ search: '4600000050309' }))).toEqual(['4600000050309']);
    expect((await list({ search: '100%' })).totalCount).toBe(0);
    const bat = await list({ brandIsBat: false, first: 20 });
    expect(bat.edges.map((e: any) => e.node.brandTitle)).toEqual(
      (await byBrand()).filter((c) => !c.brand_is_bat).map((c) => c.brand_title),
    );
  });

  it('is HQ only', async () => {
    for (const role of ROLES.filter((r) => r !== 'HQ'))
      expect((await list({}, tokens[role])).errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
  });

  it('exports the searched list as CSV on the server', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/export/',
      headers: { authorization: `JWT ${tokens.HQ}` },
      payload: { resource: 'cigarettes', variables: { search: 'dunhill' }, fileName: 'cigarettes' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(1).trim().split('\r\n')).toEqual([
      'Бренд;Формат;SKU;Бренд BAT',
      'Dunhill;Dunhill Fine Cut Dark Blue;4670011030200;Да',
      'Dunhill;Dunhill Fine Cut Silver;4670011030217;Да',
    ]);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/export/',
      headers: { authorization: `JWT ${tokens.COORDINATOR}` },
      payload: { resource: 'cigarettes', variables: {}, fileName: 'cigarettes' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
