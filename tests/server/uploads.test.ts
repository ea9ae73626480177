import { beforeAll, describe, expect, it } from 'vitest';
import { withServer } from './harness';
import { csv, uploader, xlsx } from './uploadsSupport';

const h = withServer();
const up = uploader(h);
let hq = '';

beforeAll(async () => {
  hq = await h.login('HQ');
});

const importFile = async (type: string, data: Buffer, name = 'list.csv') => {
  const posted = await up.post(hq, type, data, { name });
  expect(posted.status).toBe(200);
  await up.confirm(hq, posted.body.id);
  return { preview: posted.body, done: await up.waitFor(hq, posted.body.id) };
};

describe('upload engine: each type with a good file', () => {
  it('DM_CODES from CSV: preview, nothing written until confirmed, then imported; twice does not double', async () => {
    const file = csv([
      ['Номер', 'Активен', 'Дата поступления', 'SKU', 'Категория SKU', 'Программы', 'Дата использования'],
      ['DM-0001', 'да', '2026-01-15', 'SKU1', 'Стики', 'LOYAL', ''],
      ['DM-0002', 'нет', '16.01.2026', 'SKU2', 'Стики', '"LOYAL:2026; TRIAL"', '20.01.2026 14:30'],
      ['DM-0003', '', '', '', '', '', ''],
    ]);
    const posted = await up.post(hq, 'DM_CODES', file);
    expect(posted.status).toBe(200);
    expect(posted.body.errors).toEqual([]);
    expect(posted.body).toMatchObject({
      status: 'PREVIEW',
      uploadType: 'DM_CODES',
      totalRows: 3,
      errorRows: 0,
    });
    expect(posted.body.mapping.slice(0, 2)).toEqual([
      { column: 'Номер', field: 'number' },
      { column: 'Активен', field: 'active' },
    ]);
    expect(posted.body.preview[1]).toMatchObject({
      rowNumber: 2,
      values: { number: 'DM-0002', active: 'нет' },
    });
    expect(await h.count("select count(*) from dm_codes where number like 'DM-000%'")).toBe(0);

    await up.confirm(hq, posted.body.id);
    const done = await up.waitFor(hq, posted.body.id);
    expect(done).toMatchObject({ status: 'DONE', insertedRows: 3, updatedRows: 0, processedRows: 3 });
    const { rows } = await h.pool.query(
      `select number, active, arrival_date::text, c.name as category, cardinality(program_ids) as programs,
         to_char(used_date at time zone 'Asia/Almaty', 'YYYY-MM-DD HH24:MI') as used
       from dm_codes d left join sku_categories c on c.id = d.sku_category_id
       where number like 'DM-000%' order by number`,
    );
    expect(rows).toEqual([
      {
        number: 'DM-0001',
        active: true,
        arrival_date: '2026-01-15',
        category: 'Стики',
        programs: 1,
        used: null,
      },
      {
        number: 'DM-0002',
        active: false,
        arrival_date: '2026-01-16',
        category: 'Стики',
        programs: 2,
        used: '2026-01-20 14:30',
      },
      { number: 'DM-0003', active: true, arrival_date: null, category: null, programs: 0, used: null },
    ]);

    // The same file again: nothing doubles, nothing changes, nothing counts as updated.
    const again = await importFile('DM_CODES', file);
    expect(again.done).toMatchObject({ status: 'DONE', insertedRows: 0, updatedRows: 0 });
    expect(await h.count("select count(*) from dm_codes where number like 'DM-000%'")).toBe(3);
  });

  it('DM_CODES from XLSX (built with exceljs), comma CSV without BOM, a key repeated in the file (last row wins)', async () => {
    const book = await xlsx([
      ['number', 'active', 'arrival date'],
      ['X-1', 'yes', new Date(Date.UTC(2026, 1, 3))],
      ['X-2', 'no', '2026-02-04'],
    ]);
    const fromXlsx = await importFile('DM_CODES', book, 'codes.xlsx');
    expect(fromXlsx.preview.preview[0].values).toMatchObject({ number: 'X-1', arrivalDate: '2026-02-03' });
    expect(fromXlsx.done).toMatchObject({ status: 'DONE', insertedRows: 2 });
    const plain = csv(
      [
        ['number', 'active'],
        ['X-3', '1'],
        ['X-3', '0'],
      ],
      ',',
      false,
    );
    expect((await importFile('DM_CODES', plain)).done).toMatchObject({ status: 'DONE', insertedRows: 1 });
    const { rows } = await h.pool.query(`select active from dm_codes where number = 'X-3'`);
    expect(rows).toEqual([{ active: false }]);
  });

  it('CIGARETTES from XLSX and CSV, by sku', async () => {
    const book = await xlsx([
      ['Бренд', 'Формат', 'SKU', 'BAT'],
      ['Kent', 'Nanotek', 'CIG-1', 'да'],
      ['Marlboro', 'Red', 'CIG-2', 'нет'],
    ]);
    expect((await importFile('CIGARETTES', book, 'c.xlsx')).done).toMatchObject({
      status: 'DONE',
      insertedRows: 2,
    });
    const update = csv([
      ['brand', 'format', 'sku', 'isBat'],
      ['Kent', 'Nanotek Slim', 'CIG-1', 'true'],
    ]);
    expect((await importFile('CIGARETTES', update)).done).toMatchObject({ insertedRows: 0, updatedRows: 1 });
    const { rows } = await h.pool.query(
      `select format_title, brand_is_bat from cigarettes where sku = 'CIG-1'`,
    );
    expect(rows).toEqual([{ format_title: 'Nanotek Slim', brand_is_bat: true }]);
  });

  it('SPOTS: the title cut to 100 characters, the city by title, a second upload updates the live spot', async () => {
    const long = 'Т'.repeat(130);
    const file = csv([
      ['Название', 'Адрес', 'Номер клиента', 'Город', 'Широта', 'Долгота', 'Супервайзер'],
      [long, 'ул. Абая, 1', 'UP-100', 'алматы', '43,25', '76.95', 'coordinator@demo.kz'],
      ['Точка 2', '', 'UP-101', 'Астана', '', '', ''],
    ]);
    expect((await importFile('SPOTS', file)).done).toMatchObject({ status: 'DONE', insertedRows: 2 });
    const { rows } = await h.pool.query(
      `select length(s.title) as len, s.latitude, c.title as city, u.email from spots s
       join cities c on c.id = s.city_id left join users u on u.id = s.coordinator_id
       where customer_number = 'UP-100'`,
    );
    expect(rows).toEqual([{ len: 100, latitude: 43.25, city: 'Алматы', email: 'coordinator@demo.kz' }]);
    const second = csv([
      ['title', 'customer number', 'city'],
      ['Точка 2 новая', 'UP-101', 'Шымкент'],
    ]);
    expect((await importFile('SPOTS', second)).done).toMatchObject({ insertedRows: 0, updatedRows: 1 });
    expect(
      await h.count(
        `select count(*) from spots where customer_number = 'UP-101' and title = 'Точка 2 новая'`,
      ),
    ).toBe(1);
  });

  it('EQUIPMENT_TABLETS: a new model is created, the consultant in the coordinator’s team', async () => {
    const file = csv([
      ['Инвентарный номер', 'Модель', 'Серийный номер', 'Агентство', 'Супервайзер', 'Консультант'],
      ['INV-1', 'Galaxy Tab A9', 'SN1', 'Промо Старт', 'coordinator@demo.kz', 'consultant@demo.kz'],
      ['INV-2', 'Galaxy Tab A9', 'SN2', '', '', ''],
    ]);
    expect((await importFile('EQUIPMENT_TABLETS', file)).done).toMatchObject({
      status: 'DONE',
      insertedRows: 2,
    });
    const { rows } = await h.pool.query(
      `select t.inventory_number, m.name, a.title from tablets t join tablet_models m on m.id = t.tablet_model_id
       left join agencies a on a.id = t.agency_id where inventory_number like 'INV-%' order by 1`,
    );
    expect(rows).toEqual([
      { inventory_number: 'INV-1', name: 'Galaxy Tab A9', title: 'Промо Старт' },
      { inventory_number: 'INV-2', name: 'Galaxy Tab A9', title: null },
    ]);
  });

  it('EQUIPMENT_STANDS: the spot by the customer number of a live spot', async () => {
    await h.pool.query(
      `insert into spots (title, customer_number, city_id) values ('Стенд-точка', 'ST-CN-1', (select min(id) from cities))`,
    );
    const file = csv([
      ['inventory number', 'stand model', 'spot'],
      ['STAND-1', 'Glo wall', 'ST-CN-1'],
    ]);
    expect((await importFile('EQUIPMENT_STANDS', file)).done).toMatchObject({
      status: 'DONE',
      insertedRows: 1,
    });
    expect(
      await h.count(
        `select count(*) from stands s join spots p on p.id = s.spot_id where s.inventory_number = 'STAND-1' and p.customer_number = 'ST-CN-1'`,
      ),
    ).toBe(1);
  });
});
