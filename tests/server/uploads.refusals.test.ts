import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/uploads';
import { makeZip } from '../support/zip';
import { withServer } from './harness';
import { csv, uploader, xlsx } from './uploadsSupport';

const h = withServer();
const up = uploader(h);
let hq = '';

beforeAll(async () => {
  hq = await h.login('HQ');
});

const uploadsCount = () => h.count('select count(*) from uploads');

const refused = async (data: Buffer | null, reason: string | RegExp, type = 'DM_CODES', name = 'f.csv') => {
  const before = await uploadsCount();
  const res = await up.post(hq, type, data, { name });
  expect(res.status).toBe(400);
  expect(res.body.errors.file[0]).toMatch(reason);
  expect(res.body.message).toMatch(reason);
  expect(await uploadsCount()).toBe(before);
};

describe('bad files are refused whole, nothing stored', () => {
  it('not a table by content (a PNG named .csv, text in another encoding), no file', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.alloc(64),
    ]);
    await refused(png, 'Файл не является таблицей CSV или XLSX');
    await refused(
      Buffer.from([0x4e, 0xee, 0xec, 0xe5, 0xf0, 0x0a, 0xc4, 0xcc]),
      'Файл не является таблицей CSV или XLSX',
    );
    await refused(null, 'Выберите файл CSV или XLSX');
  });

  it('a zip without xl/workbook.xml, and an XLSX bomb (an entry claiming a huge size, or lying)', async () => {
    await refused(
      makeZip([{ name: 'a.txt', data: 'hello' }]),
      'Архив не является книгой XLSX',
      'DM_CODES',
      'a.xlsx',
    );
    const huge = makeZip([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(1024 * 1024),
        deflate: true,
        declaredSize: 0xfffffff0,
      },
    ]);
    await refused(huge, 'Книга XLSX слишком велика после распаковки', 'DM_CODES', 'b.xlsx');
    const liar = makeZip([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(4 * 1024 * 1024),
        deflate: true,
        declaredSize: 1000,
      },
    ]);
    await refused(liar, 'Книга XLSX слишком велика после распаковки', 'DM_CODES', 'c.xlsx');
  });

  it('over the size limit', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 'a;1\n');
    await refused(big, 'Файл больше 100 МБ');
  });

  it('missing required columns, no data rows; a bad title and type answer per field', async () => {
    await refused(
      csv([
        ['Номер клиента', 'Адрес'],
        ['1', 'x'],
      ]),
      'В файле нет обязательных столбцов: Название, Город',
      'SPOTS',
    );
    await refused(csv([['number'], [''], ['  ']]), 'В файле нет строк с данными');
    const bad = await up.post(hq, 'NOPE', csv([['number'], ['1']]), { title: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      title: ['Это обязательное поле'],
      upload_type: ['Выберите тип загрузки из списка'],
    });
  });
});

describe('rows with errors', () => {
  it('the preview counts them with row, column and reason; they are stored, skipped by the import, and downloadable', async () => {
    const file = csv([
      ['Название', 'Номер клиента', 'Город', 'Широта', 'Супервайзер'],
      ['Хорошая', 'BAD-1', 'Алматы', '43.2', ''],
      ['', 'BAD-2', 'Москва', '91', 'nobody@demo.kz'],
      ['Третья', '', 'Караганда', 'x', ''],
    ]);
    const posted = await up.post(hq, 'SPOTS', file);
    expect(posted.body).toMatchObject({ totalRows: 3, errorRows: 2 });
    expect(posted.body.errors).toEqual([
      { rowNumber: 2, column: 'Название', message: 'Обязательное поле' },
      { rowNumber: 2, column: 'Город', message: 'Нет активного города с таким названием' },
      { rowNumber: 2, column: 'Супервайзер', message: 'Нет супервайзера с таким e-mail' },
      { rowNumber: 2, column: 'Широта', message: 'Широта от -90 до 90' },
      { rowNumber: 3, column: 'Номер клиента', message: 'Обязательное поле' },
      { rowNumber: 3, column: 'Город', message: 'Нет активного города с таким названием' },
      { rowNumber: 3, column: 'Широта', message: 'Широта от -90 до 90' },
    ]);
    expect(await h.count("select count(*) from spots where customer_number like 'BAD-%'")).toBe(0);
    const errorsFile = await h.app.inject({
      method: 'GET',
      url: `/api/upload/${posted.body.id}/errors/`,
      headers: { authorization: `JWT ${hq}` },
    });
    expect(errorsFile.headers['content-type']).toMatch(/text\/csv/);
    // The rejected rows themselves, each with its reasons in a last column.
    expect(errorsFile.body).toBe(
      '\uFEFFНазвание;Номер клиента;Город;Широта;Супервайзер;Ошибка\r\n' +
        ';BAD-2;Москва;91;nobody@demo.kz;"Строка 2. Название: Обязательное поле; Город: Нет активного города' +
        ' с таким названием; Супервайзер: Нет супервайзера с таким e-mail; Широта: Широта от -90 до 90"\r\n' +
        'Третья;;Караганда;x;;"Строка 3. Номер клиента: Обязательное поле; Город: Нет активного города' +
        ' с таким названием; Широта: Широта от -90 до 90"\r\n',
    );
    await up.confirm(hq, posted.body.id);
    expect(await up.waitFor(hq, posted.body.id)).toMatchObject({
      status: 'DONE',
      insertedRows: 1,
      errorRows: 2,
    });
    expect(await h.count("select count(*) from spots where customer_number like 'BAD-%'")).toBe(1);
  });

  it('a preview cancelled writes nothing and cannot be confirmed', async () => {
    const posted = await up.post(
      hq,
      'CIGARETTES',
      csv([
        ['brand', 'format', 'sku'],
        ['A', 'B', 'REF-1'],
      ]),
    );
    const cancelled = await h.rest('POST', `/api/upload/${posted.body.id}/cancel/`, hq);
    expect(cancelled.body.status).toBe('CANCELLED');
    const confirm = await h.rest('POST', `/api/upload/${posted.body.id}/confirm/`, hq);
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe('Загрузка уже подтверждена или отменена');
    expect(await h.count("select count(*) from cigarettes where sku = 'REF-1'")).toBe(0);
  });
});

describe('all or nothing', () => {
  it('an import stopped while running leaves nothing behind (CANCELLED)', async () => {
    const rows = [['number'], ...Array.from({ length: 120_000 }, (_, i) => [`STOP-${i}`])];
    const posted = await up.post(hq, 'DM_CODES', csv(rows));
    expect(posted.body.totalRows).toBe(120_000);
    // Hold the table so the import waits at its first COPY into dm_codes, then ask it to stop.
    const lock = await h.pool.connect();
    await lock.query('begin');
    await lock.query('lock table dm_codes in share mode');
    await up.confirm(hq, posted.body.id);
    const running = await up.waitFor(hq, posted.body.id, ['DONE', 'FAILED', 'CANCELLED', 'RUNNING']);
    expect(running.status).toBe('RUNNING');
    const cancel = await h.rest('POST', `/api/upload/${posted.body.id}/cancel/`, hq);
    expect(cancel.status).toBe(200);
    await lock.query('commit');
    lock.release();
    expect(await up.waitFor(hq, posted.body.id)).toMatchObject({ status: 'CANCELLED', insertedRows: 0 });
    expect(await h.count("select count(*) from dm_codes where number like 'STOP-%'")).toBe(0);
  });

  it('an import failing midway rolls back every row, FAILED with a Russian message', async () => {
    await h.pool.query(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.sku = 'BOOM' then raise exception 'boom'; end if; return new; end $$`);
    await h.pool.query(
      'create trigger refuse_boom before insert on cigarettes for each row execute function refuse_boom()',
    );
    const book = await xlsx([
      ['brand', 'format', 'sku'],
      ['A', 'B', 'FAIL-1'],
      ['A', 'B', 'BOOM'],
      ['A', 'B', 'FAIL-2'],
    ]);
    const posted = await up.post(hq, 'CIGARETTES', book, { name: 'x.xlsx' });
    await up.confirm(hq, posted.body.id);
    expect(await up.waitFor(hq, posted.body.id)).toMatchObject({
      status: 'FAILED',
      errorMessage: 'Ошибка импорта: ни одна строка не сохранена',
    });
    expect(await h.count("select count(*) from cigarettes where sku like 'FAIL-%'")).toBe(0);
    await h.pool.query('drop trigger refuse_boom on cigarettes');
  });
});
