import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;

const FIELDS = `id number active arrivalDate sku usedOrderId usedDate programHistory programs { programId } skuCategory { id name }`;
const LIST = `query ($first: Int, $after: String, $last: Int, $before: String, $number_Startswith: String, $active: Boolean,
  $skuCategory: ID, $arrivalDate_Gte: String, $arrivalDate_Lte: String) {
  dmCodes(first: $first, after: $after, last: $last, before: $before, number_Startswith: $number_Startswith,
    active: $active, skuCategory: $skuCategory, arrivalDate_Gte: $arrivalDate_Gte, arrivalDate_Lte: $arrivalDate_Lte) {
    totalCount totalCountKind edges { cursor node { ${FIELDS} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const list = async (variables: Record<string, unknown> = {}, token = tokens.HQ) => {
  const res = await h.gql(token, LIST, { first: 10, ...variables });
  if (res.errors) return res;
  return res.data.dmCodes;
};
const numbers = (page: any) => page.edges.map((e: any) => e.node.number);
const everyCode = async () =>
  (
    await h.pool.query(
      'select id, number, active, arrival_date::text as arrival, sku_category_id from dm_codes order by id desc',
    )
  ).rows;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('data-matrix codes (dmCodes)', () => {
  it('lists the codes 10 a page, newest first, with every field the page shows', async () => {
    const all = await everyCode();
    expect(all).toHaveLength(30);
    const page = await list();
    expect(page.totalCount).toBe(30);
    expect(page.totalCountKind).toBe('EXACT');
    expect(numbers(page)).toEqual(all.slice(0, 10).map((c) => c.number));
    const used = (await list({ first: 30 })).edges.map((e: any) => e.node).find((n: any) => n.usedOrderId);
    expect(used).toMatchObject({
      active: expect.any(Boolean),
      arrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sku: expect.stringMatching(/^\d{13}$/),
      usedOrderId: expect.stringMatching(/^ORD-/),
      usedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      programHistory: expect.stringContaining('программ'),
      skuCategory: { id: expect.any(String), name: expect.any(String) },
    });
    expect(used.programs).toHaveLength(1);
    expect(used.programs[0].programId).toBeTruthy();
  });

  it('pages forward to the end and back again by cursor, the same rows both ways', async () => {
    const all = (await everyCode()).map((c) => c.number);
    const forward: string[] = [];
    let after: string | null = null;
    let page: any;
    do {
      page = await list({ after });
      forward.push(...numbers(page));
      after = page.pageInfo.endCursor;
    } while (page.pageInfo.hasNextPage);
    expect(forward).toEqual(all);
    expect(page.pageInfo.hasPreviousPage).toBe(true);

    const backward: string[] = [];
    let before: string | null = null;
    do {
      page = await list({ first: undefined, last: 10, before });
      backward.unshift(...numbers(page));
      before = page.pageInfo.startCursor;
    } while (page.pageInfo.hasPreviousPage);
    expect(backward).toEqual(all);
  });

  it('finds codes by the start of their number, case-sensitively, on the number index', async () => {
    const [code] = await everyCode();
    expect(numbers(await list({ number_Startswith: code.number }))).toEqual([code.number]);
    const prefix = code.number.slice(0, 18);
    const expected = (await everyCode()).filter((c) => c.number.startsWith(prefix)).map((c) => c.number);
    expect(numbers(await list({ number_Startswith: prefix, first: 30 }))).toEqual(expected);
    const serial = code.number.slice(-7);
    expect((await list({ number_Startswith: serial })).totalCount).toBe(0);
    // A code whose tail differs only in case is another code.
    const swapped = code.number.slice(0, -1) + code.number.slice(-1).toUpperCase();
    if (swapped !== code.number) expect((await list({ number_Startswith: swapped })).totalCount).toBe(0);
    // The user's % and _ are characters of the code, not patterns.
    expect((await list({ number_Startswith: '%' })).totalCount).toBe(0);
  });

  it('filters by active, SKU category and arrival dates (inclusive)', async () => {
    const all = await everyCode();
    const inactive = await list({ active: false, first: 30 });
    expect(numbers(inactive)).toEqual(all.filter((c) => !c.active).map((c) => c.number));
    expect(inactive.totalCount).toBeGreaterThan(0);
    const category = all[0].sku_category_id;
    expect(numbers(await list({ skuCategory: String(category), first: 30 }))).toEqual(
      all.filter((c) => c.sku_category_id === category).map((c) => c.number),
    );
    const dates = all.map((c) => c.arrival).sort();
    const [from, to] = [dates[5], dates[14]];
    const ranged = await list({ arrivalDate_Gte: from, arrivalDate_Lte: to, first: 30 });
    expect(numbers(ranged)).toEqual(
      all.filter((c) => c.arrival >= from && c.arrival <= to).map((c) => c.number),
    );
    expect(ranged.totalCount).toBe(10);
    const both = await list({ active: true, arrivalDate_Gte: from, first: 30 });
    expect(numbers(both)).toEqual(all.filter((c) => c.active && c.arrival >= from).map((c) => c.number));
  });

  it('refuses a malformed date or cursor in words, never a 500', async () => {
    const bad = await list({ arrivalDate_Gte: '2026-02-30' });
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.errors[0].message).toContain('ГГГГ-ММ-ДД');
    const cursor = await list({ after: 'not-a-cursor' });
    expect(cursor.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is HQ only: every other role is refused', async () => {
    for (const role of ROLES.filter((r) => r !== 'HQ')) {
      const res = await list({}, tokens[role]);
      expect(res.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    const categories = await h.gql(tokens.HQ, '{ skuCategories { id name } }');
    expect(categories.data.skuCategories.map((c: any) => c.name)).toEqual([
      'Сигареты',
      'Стики',
      'Устройства',
    ]);
    expect((await h.gql(tokens.COORDINATOR, '{ skuCategories { id } }')).errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });

  it('exports the filtered list as CSV on the server', async () => {
    const all = await everyCode();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/export/',
      headers: { authorization: `JWT ${tokens.HQ}` },
      payload: { resource: 'data-matrixes', variables: { active: false }, fileName: 'dm' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Код;Активен;Дата поступления;SKU;Категория SKU;Номер заказа;Дата использования;Программы;История программ',
    );
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(
      all.filter((c) => !c.active).map((c) => c.number),
    );
    expect(lines.slice(1).every((l) => l.split(';')[1] === 'Нет')).toBe(true);
  });

  it('says "more than 10 000" for a large list without counting it, and exactly for a filtered one', async () => {
    await h.pool.query(
      `insert into dm_codes (number, arrival_date) select 'BULK' || lpad(g::text, 6, '0'), date '2020-01-01' from generate_series(1, 12000) g`,
    );
    await h.pool.query('analyze dm_codes');
    const page = await list();
    expect(page.totalCountKind).toBe('AT_LEAST');
    expect(page.totalCount).toBe(10_000);
    expect(numbers(page)[0]).toBe('BULK012000');
    const filtered = await list({ number_Startswith: 'BULK0119' });
    expect(filtered.totalCount).toBe(100);
    expect(filtered.totalCountKind).toBe('EXACT');
    const plan = await h.pool.query(
      `explain select id from dm_codes where (number collate "C") >= $1 and (number collate "C") < $1 || chr(1114111)`,
      ['BULK0119'],
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('dm_codes_number_key');
    const old = await list({ arrivalDate_Lte: '2020-01-01' });
    expect(old.totalCountKind).toBe('AT_LEAST');
  });
});
