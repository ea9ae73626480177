import { describe, expect, it } from 'vitest';
import { NOT_HQ, nodes, tokensFor } from './catalogSupport';
import { withServer } from './harness';

const h = withServer();
const tokens = tokensFor(h);

const FORMATS = `query ($sku: String, $first: Int, $after: String, $last: Int, $before: String) {
  formats(isDeleted: false, sku_Icontains: $sku, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    edges { cursor node { id title sku externalVisibility externalTitle brand { id title isBat } minimalretailprice { id price } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const formats = async (variables: Record<string, unknown>, token = tokens.HQ) =>
  (await h.gql(token, FORMATS, variables)).data.formats;
const brandId = async (title: string) =>
  Number((await h.pool.query('select id from brands where title = $1', [title])).rows[0].id);

describe('the formats list (GraphQL)', () => {
  it('pages forwards and backwards with totalCount and pageInfo', async () => {
    const first = await formats({ first: 10 });
    expect(first.totalCount).toBe(35);
    expect(first.edges).toHaveLength(10);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await formats({ first: 10, after: first.pageInfo.endCursor });
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(nodes(second).map((n) => n.id)).not.toContain(nodes(first)[0].id);
    const back = await formats({ last: 10, before: second.pageInfo.startCursor });
    expect(nodes(back).map((n) => n.id)).toEqual(nodes(first).map((n) => n.id));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const lastPage = await formats({ last: 5 });
    expect(lastPage.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(lastPage.edges).toHaveLength(5);
  });

  it('searches by sku (contains) and carries brand and minimal prices', async () => {
    const found = await formats({ sku: '0120000', first: 50 });
    expect(
      nodes(found)
        .map((n) => n.title)
        .sort(),
    ).toEqual([
      'Kent Core Silver',
      'Kent Crystal Blue',
      'Kent Nanotek 2.0 Blue',
      'Kent Nanotek 2.0 Silver',
      'Kent iSwitch',
    ]);
    expect(nodes(found)[0]).toMatchObject({ brand: { title: 'Kent', isBat: true } });
    expect(nodes(found)[0].minimalretailprice[0].price).toBeGreaterThan(0);
  });

  it('pages a sku search by cursor in sku order, forwards and back, whatever formats have no sku', async () => {
    const expected = (
      await h.pool.query("select id from formats where not is_deleted and sku ilike '%0%' order by sku, id")
    ).rows.map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(6);
    const noSku = await h.pool.query(
      "insert into formats (title, brand_id, sku) select 'Без штрихкода', brand_id, null from formats limit 1 returning id",
    );
    try {
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<typeof formats>> = await formats({ sku: '0', first: 4, after });
        seen.push(...nodes(page).map((n) => Number(n.id)));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual(expected);
      const last = await formats({ sku: '0', last: 3 });
      expect(nodes(last).map((n) => Number(n.id))).toEqual(expected.slice(-3));
      expect(last.pageInfo.hasNextPage).toBe(false);
    } finally {
      await h.pool.query('delete from formats where id = $1', [noSku.rows[0].id]);
    }
  });

  it('finds a whole barcode, and not another whose last digits are the same', async () => {
    const { sku, title } = (
      await h.pool.query(
        "select sku, title from formats where not is_deleted and sku ~ '^[0-9]{13}$' order by id limit 1",
      )
    ).rows[0];
    expect(nodes(await formats({ sku, first: 10 })).map((n) => n.title)).toEqual([title]);
    const otherHead = `${sku.startsWith('9') ? '8' : '9'}${sku.slice(1)}`;
    expect((await formats({ sku: otherHead, first: 10 })).totalCount).toBe(0);
  });

  it('never lists a deleted format', async () => {
    expect((await formats({ sku: '4600012000998', first: 10 })).totalCount).toBe(0);
  });

  it.each(NOT_HQ)('%s may not read formats', async (role) => {
    const res = await h.gql(tokens[role], FORMATS, { first: 1 });
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('writing formats (REST)', () => {
  it('creates a format with its prices, edits it, and deletes it with isDeleted', async () => {
    const brand = await brandId('Kent');
    const created = await h.rest('POST', '/api/format/', tokens.HQ, {
      title: 'Kent Mix Nano',
      brand,
      sku: '4600012999001',
      externalVisibility: true,
      externalTitle: 'KENT MIX NANO',
      minimalretailprice: [{ price: 1190 }, { price: 1250.5 }],
      isDeleted: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Kent Mix Nano',
      sku: '4600012999001',
      brand: { id: brand, title: 'Kent' },
      minimalretailprice: [{ price: 1190 }, { price: 1250.5 }],
    });
    const { id } = created.body;
    const [keep] = created.body.minimalretailprice;

    const edited = await h.rest('PATCH', `/api/format/${id}/`, tokens.HQ, {
      title: 'Kent Mix Nano Blue',
      minimalretailprice: [{ id: keep.id, price: 1200 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Kent Mix Nano Blue',
      sku: '4600012999001',
      externalTitle: 'KENT MIX NANO',
      minimalretailprice: [{ id: keep.id, price: 1200 }],
    });
    expect((await formats({ sku: '4600012999001', first: 5 })).totalCount).toBe(1);

    expect((await h.rest('PATCH', `/api/format/${id}/`, tokens.HQ, { isDeleted: true })).status).toBe(200);
    expect((await formats({ sku: '4600012999001', first: 5 })).totalCount).toBe(0);
    expect((await h.rest('PATCH', `/api/format/${id}/`, tokens.HQ, { title: 'Снова' })).status).toBe(404);
  });

  it('refuses bad input with per-field messages and stores nothing', async () => {
    const before = await h.count('select count(*) from formats');
    const res = await h.rest('POST', '/api/format/', tokens.HQ, {
      title: '',
      brand: 'abc',
      externalVisibility: true,
      minimalretailprice: [{ price: -5 }],
      sku: 'x'.repeat(65),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: ['Это обязательное поле'],
      brand: ['Должно быть числом'],
      externalTitle: ['Укажите внешнее название: формат виден внешним системам'],
      sku: ['Не более 64 символов'],
    });
    expect(res.body.errors['minimalretailprice[0].price']).toBeDefined();
    const unknown = await h.rest('POST', '/api/format/', tokens.HQ, { title: 'X', brand: 99999 });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { brand: ['Выбранное значение не существует'] } },
    });
    expect(await h.count('select count(*) from formats')).toBe(before);
  });

  it.each(NOT_HQ)('%s may not write formats', async (role) => {
    const brand = await brandId('Kent');
    expect((await h.rest('POST', '/api/format/', tokens[role], { title: 'X', brand })).status).toBe(403);
    expect((await h.rest('PATCH', '/api/format/1/', tokens[role], { title: 'X' })).status).toBe(403);
  });
});
