import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvText } from '../../domain/csv';
import { UPLOAD_COLUMNS, UPLOAD_REASON_HEADER } from '../../domain/uploadColumns';
import { withServer } from './harness';
import { uploader } from './uploadsSupport';

/**
 * Issue 23 point 4: a list's export is a file its upload reads back unchanged (people by e-mail,
 * places by customer number, the upload's own headers), and the errors file of a bad upload holds
 * the rejected rows themselves, so that the user fixes it and uploads it again.
 */
const h = withServer();
const up = uploader(h);
let hq = '';
let coordinator = '';

beforeAll(async () => {
  hq = await h.login('HQ');
  coordinator = await h.login('COORDINATOR');
});

/** A table's every row and column, in id order, as JSON (so dates compare to the microsecond). */
const snapshot = async (table: string) =>
  (await h.pool.query(`select to_jsonb(t) as row from ${table} t order by id`)).rows.map((r) => r.row);

/** The list's export as the browser asks for it (a reader in another time zone than the upload's). */
const exported = async (token: string, resource: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/export/',
    headers: { authorization: `JWT ${token}` },
    payload: { resource, variables: {}, timeZone: 'Europe/Moscow' },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** «Скачать список» of the trade points: a link, then the file. */
const exportedSpots = async (token: string) => {
  const link = await h.rest('GET', '/api/spots/export/?timeZone=Europe/Moscow', token);
  expect(link.status).toBe(200);
  const res = await h.app.inject({ method: 'GET', url: link.body.download_url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

const parse = (data: Buffer | string) =>
  Papa.parse<string[]>(data.toString().replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

/** Uploads a file, expects a preview without errors with every column used, imports it. */
const uploadsClean = async (token: string, type: keyof typeof UPLOAD_COLUMNS, data: Buffer) => {
  const posted = await up.post(token, type, data, { name: 'export.csv' });
  expect(posted.status).toBe(200);
  expect(posted.body.errors).toEqual([]);
  expect(posted.body.errorRows).toBe(0);
  expect(posted.body.warningRows).toBe(0);
  expect(posted.body.mapping.map((m: { field: string | null }) => m.field)).toEqual(
    UPLOAD_COLUMNS[type].map((c) => c.field),
  );
  await up.confirm(token, posted.body.id);
  return { preview: posted.body, done: await up.waitFor(token, posted.body.id) };
};

describe('a list export uploads again unchanged', () => {
  beforeAll(async () => {
    // What a list comes to hold over time and the upload must take back as it is: a coordinator
    // fired while keeping spots and tablets, a consultant fired still holding a tablet, a city no
    // longer active with spots in it, a stand whose spot was removed and its number taken anew.
    const fired = await h.pool.query(
      `update users set is_fired = true where id = (select coordinator_id from tablets t
         join users u on u.id = t.coordinator_id where u.email <> 'coordinator@demo.kz'
           and exists (select 1 from spots p where p.coordinator_id = u.id and p.removed_at is null)
         order by t.id limit 1) returning id`,
    );
    expect(fired.rowCount).toBe(1);
    const consultant = await h.pool.query(
      `update users set is_fired = true where id = (select consultant_id from tablets
         where consultant_id is not null order by id limit 1) returning id`,
    );
    expect(consultant.rowCount).toBe(1);
    const city = await h.pool.query(
      `update cities set is_active = false where id = (select city_id from spots where removed_at is null
         and city_id is not null and coordinator_id = $1 order by id limit 1) returning id`,
      [fired.rows[0].id],
    );
    expect(city.rowCount).toBe(1);
    const removed = await h.pool.query(
      `update spots set removed_at = now() where id = (select spot_id from stands where spot_id is not null
         order by id limit 1) returning customer_number, city_id, title`,
    );
    const { customer_number, city_id, title } = removed.rows[0];
    await h.pool.query(
      `insert into spots (title, customer_number, city_id) values ($1 || ' (новая)', $2, $3)`,
      [title, customer_number, city_id],
    );
  });

  it('SPOTS: the trade point list (the supervisor by e-mail, a negative longitude, a title Excel would run)', async () => {
    // A spot whose cells the export must defuse, read back as they were.
    await h.pool.query(
      `insert into spots (title, address, customer_number, city_id, legal_name, latitude, longitude, coordinator_id)
       select '=Лондон', '-12 Baker St', 'RT-SPOT-1', c.id, '@ТОО', -51.5072, -0.1276, null
       from cities c where c.is_active order by c.id limit 1`,
    );
    const before = await snapshot('spots');
    const file = await exportedSpots(hq);
    const rows = parse(file);
    expect(rows[0]).toEqual(UPLOAD_COLUMNS.SPOTS.map((c) => c.header));
    expect(rows.length - 1).toBe(await h.count('select count(*) from spots where removed_at is null'));
    expect(rows.some((r) => r.includes('coordinator@demo.kz'))).toBe(true);
    const { preview, done } = await uploadsClean(hq, 'SPOTS', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0, errorRows: 0 });
    expect(preview.totalRows).toBe(rows.length - 1);
    expect(await snapshot('spots')).toEqual(before);
  });

  it('SPOTS: a coordinator’s own list, exported and uploaded by them', async () => {
    const before = await snapshot('spots');
    const file = await exportedSpots(coordinator);
    expect(parse(file).length).toBeGreaterThan(1);
    const { done } = await uploadsClean(coordinator, 'SPOTS', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0 });
    expect(await snapshot('spots')).toEqual(before);
  });

  it('DM_CODES: the data-matrix codes (used dates to the millisecond, programs by code)', async () => {
    const before = await snapshot('dm_codes');
    expect(before.some((c) => c.used_date)).toBe(true);
    const file = await exported(hq, 'data-matrixes');
    const rows = parse(file);
    expect(rows[0]).toEqual(UPLOAD_COLUMNS.DM_CODES.map((c) => c.header));
    expect(rows.length - 1).toBe(before.length);
    const { done } = await uploadsClean(hq, 'DM_CODES', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0, errorRows: 0 });
    expect(await snapshot('dm_codes')).toEqual(before);
  });

  it('CIGARETTES: the cigarette formats', async () => {
    const before = await snapshot('cigarettes');
    const file = await exported(hq, 'cigarettes');
    expect(parse(file)[0]).toEqual(UPLOAD_COLUMNS.CIGARETTES.map((c) => c.header));
    expect(parse(file).length - 1).toBe(before.length);
    const { done } = await uploadsClean(hq, 'CIGARETTES', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0, errorRows: 0 });
    expect(await snapshot('cigarettes')).toEqual(before);
  });

  it('EQUIPMENT_TABLETS: the tablets (supervisor and consultant by e-mail), by HQ and by a coordinator', async () => {
    const before = await snapshot('tablets');
    const file = await exported(hq, 'tablets');
    const rows = parse(file);
    expect(rows[0]).toEqual(UPLOAD_COLUMNS.EQUIPMENT_TABLETS.map((c) => c.header));
    expect(rows.length - 1).toBe(before.length);
    expect(rows.some((r) => r.includes('coordinator@demo.kz') && r.some((c) => c.includes('@')))).toBe(true);
    const { done } = await uploadsClean(hq, 'EQUIPMENT_TABLETS', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0, errorRows: 0 });
    expect(await snapshot('tablets')).toEqual(before);

    const own = await uploadsClean(coordinator, 'EQUIPMENT_TABLETS', await exported(coordinator, 'tablets'));
    expect(own.done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0 });
    expect(await snapshot('tablets')).toEqual(before);
  });

  it('EQUIPMENT_STANDS: the stands (the spot by its customer number)', async () => {
    const before = await snapshot('stands');
    expect(before.some((s) => s.spot_id)).toBe(true);
    const file = await exported(hq, 'stands');
    const rows = parse(file);
    expect(rows[0]).toEqual(UPLOAD_COLUMNS.EQUIPMENT_STANDS.map((c) => c.header));
    expect(rows.length - 1).toBe(before.length);
    const { done } = await uploadsClean(hq, 'EQUIPMENT_STANDS', file);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0, errorRows: 0 });
    expect(await snapshot('stands')).toEqual(before);

    const own = await uploadsClean(coordinator, 'EQUIPMENT_STANDS', await exported(coordinator, 'stands'));
    expect(own.done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0 });
    expect(await snapshot('stands')).toEqual(before);
  });

  it('a person no longer live is kept where the row names them, refused anywhere new', async () => {
    const { rows } = await h.pool.query(
      `select t.inventory_number, u.email from tablets t join users u on u.id = t.consultant_id
       where u.is_fired order by t.id limit 1`,
    );
    const [{ inventory_number, email }] = rows;
    const file = parse(await exported(hq, 'tablets'));
    const other = file.findIndex((r, i) => i > 0 && r[0] !== inventory_number && r[5]);
    file[other][5] = email;
    const posted = await up.post(hq, 'EQUIPMENT_TABLETS', Buffer.from(csvText(file)));
    expect(posted.body.errors).toEqual([
      { rowNumber: other, column: 'E-mail консультанта', message: 'Нет консультанта с таким e-mail' },
    ]);
  });

  it('an export with one value changed updates that row only', async () => {
    const rows = parse(await exported(hq, 'cigarettes'));
    const sku = rows[1][2];
    rows[1][1] = 'Формат после правки';
    const { done } = await uploadsClean(hq, 'CIGARETTES', Buffer.from(csvText(rows)));
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 1 });
    const { rows: found } = await h.pool.query('select format_title from cigarettes where sku = $1', [sku]);
    expect(found).toEqual([{ format_title: 'Формат после правки' }]);
  });
});

describe('the errors file', () => {
  it('holds the rejected rows as they were with their reasons; corrected, it uploads cleanly', async () => {
    const header = ['Название', 'Номер клиента', 'Город', 'Широта', 'Заметка'];
    const file = Buffer.from(
      csvText([
        header,
        ['Точка хорошая', 'ERR-1', 'Алматы', '43.25', 'первая'],
        ['Точка без города', 'ERR-2', 'Атлантида', '43.26', 'вторая'],
        ['', '', '', '', ''],
        ['Точка с широтой', 'ERR-3', 'Алматы', '143,5', 'третья'],
      ]),
    );
    const posted = await up.post(hq, 'SPOTS', file);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ totalRows: 3, errorRows: 2 });

    const res = await h.app.inject({
      method: 'GET',
      url: `/api/upload/${posted.body.id}/errors/`,
      headers: { authorization: `JWT ${hq}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.rawPayload);
    // The file's own columns (the one the upload does not use too), then the reason.
    expect(rows[0]).toEqual([...header, UPLOAD_REASON_HEADER]);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      header,
      ['Точка без города', 'ERR-2', 'Атлантида', '43.26', 'вторая'],
      ['Точка с широтой', 'ERR-3', 'Алматы', '143,5', 'третья'],
    ]);
    expect(rows[1][5]).toBe('Строка 2. Город: Нет активного города с таким названием');
    expect(rows[2][5]).toBe('Строка 4. Широта: Широта от -90 до 90');

    // The user fixes the two cells in the errors file and uploads it as it is, reasons and all.
    rows[1][2] = 'Алматы';
    rows[2][3] = '43,5';
    const fixed = await up.post(hq, 'SPOTS', Buffer.from(csvText(rows)), { name: 'errors-fixed.csv' });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ totalRows: 2, errorRows: 0, errors: [] });
    expect(fixed.body.mapping.at(-1)).toEqual({ column: UPLOAD_REASON_HEADER, field: null });
    await up.confirm(hq, fixed.body.id);
    expect(await up.waitFor(hq, fixed.body.id)).toMatchObject({ status: 'DONE', insertedRows: 2 });
    const { rows: spots } = await h.pool.query(
      `select customer_number, c.title as city, latitude from spots s join cities c on c.id = s.city_id
       where customer_number in ('ERR-2', 'ERR-3') order by customer_number`,
    );
    expect(spots).toEqual([
      { customer_number: 'ERR-2', city: 'Алматы', latitude: 43.26 },
      { customer_number: 'ERR-3', city: 'Алматы', latitude: 43.5 },
    ]);
  });

  it('an errors file uploaded with errors again gives one reason column, the new reasons', async () => {
    const first = await up.post(
      hq,
      'CIGARETTES',
      Buffer.from(
        csvText([
          ['Бренд', 'Формат', 'SKU', 'Бренд BAT'],
          ['Kent', 'Nano', 'ERR-SKU', 'может быть'],
        ]),
      ),
    );
    const errorsOf = async (id: number) =>
      parse(
        (
          await h.app.inject({
            method: 'GET',
            url: `/api/upload/${id}/errors/`,
            headers: { authorization: `JWT ${hq}` },
          })
        ).rawPayload,
      );
    const once = await errorsOf(first.body.id);
    expect(once[1]).toEqual([
      'Kent',
      'Nano',
      'ERR-SKU',
      'может быть',
      'Строка 1. Бренд BAT: Ожидается да или нет',
    ]);
    once[1][1] = '';
    const second = await up.post(hq, 'CIGARETTES', Buffer.from(csvText(once)));
    expect(second.body.errorRows).toBe(1);
    const twice = await errorsOf(second.body.id);
    expect(twice[0]).toEqual(['Бренд', 'Формат', 'SKU', 'Бренд BAT', UPLOAD_REASON_HEADER]);
    expect(twice[1][4]).toBe('Строка 1. Формат: Обязательное поле; Бренд BAT: Ожидается да или нет');
  });
});
