import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importTuning } from '../../server/modules/uploads/importJob';
import { withServer } from './harness';
import { csv, uploader } from './uploadsSupport';

const h = withServer();
const up = uploader(h);
let hq = '';

beforeAll(async () => {
  hq = await h.login('HQ');
});
afterEach(() => {
  importTuning.batchRows = 50_000;
});

const importFile = async (data: Buffer) => {
  const posted = await up.post(hq, 'DM_CODES', data);
  expect(posted.status).toBe(200);
  await up.confirm(hq, posted.body.id);
  return { preview: posted.body, done: await up.waitFor(hq, posted.body.id) };
};

const codes = async (like: string) =>
  (
    await h.pool.query(
      `select number, active, sku, upload_id as "uploadId" from dm_codes where number like $1 order by number collate "C"`,
      [like],
    )
  ).rows;

describe('DM_CODES straight into dm_codes, batch by batch', () => {
  it('new codes in several batches, then a file of known and new codes, repeated within and across batches: last row wins, counts exact', async () => {
    importTuning.batchRows = 2;
    const first = await importFile(
      csv([
        ['number', 'active', 'sku'],
        ['B-1', 'да', 'S1'],
        ['B-2', 'да', 'S1'],
        ['B-3', 'да', 'S1'],
        ['B-4', 'да', 'S1'],
        ['B-5', 'да', 'S1'],
      ]),
    );
    expect(first.done).toMatchObject({ status: 'DONE', insertedRows: 5, updatedRows: 0, processedRows: 5 });

    // B-2 and B-6 twice in one batch, B-7 in the first batch and again three batches on.
    const second = await importFile(
      csv([
        ['number', 'sku'],
        ['B-7', 'first'],
        ['B-2', 'old'],
        ['B-2', 'new'],
        ['B-6', 'x'],
        ['B-6', 'y'],
        ['B-1', 'z'],
        ['', 'a row without its number'],
        ['B-7', 'last'],
      ]),
    );
    expect(second.preview).toMatchObject({ totalRows: 8, errorRows: 1 });
    expect(second.done).toMatchObject({ status: 'DONE', insertedRows: 2, updatedRows: 2 });
    expect(await codes('B-%')).toEqual([
      { number: 'B-1', active: true, sku: 'z', uploadId: second.preview.id },
      { number: 'B-2', active: true, sku: 'new', uploadId: second.preview.id },
      { number: 'B-3', active: true, sku: 'S1', uploadId: first.preview.id },
      { number: 'B-4', active: true, sku: 'S1', uploadId: first.preview.id },
      { number: 'B-5', active: true, sku: 'S1', uploadId: first.preview.id },
      { number: 'B-6', active: true, sku: 'y', uploadId: second.preview.id },
      { number: 'B-7', active: true, sku: 'last', uploadId: second.preview.id },
    ]);
  });

  it('a column the file lacks keeps its value on an update and takes its default on an insert; the same file twice changes nothing', async () => {
    await importFile(
      csv([
        ['number', 'active', 'sku'],
        ['K-1', 'нет', 'KEEP'],
      ]),
    );
    const file = csv([
      ['number', 'sku'],
      ['K-1', 'NEW'],
      ['K-2', 'NEW'],
      ['K\\2\ttab', 'ESC'],
    ]);
    expect((await importFile(file)).done).toMatchObject({ insertedRows: 2, updatedRows: 1 });
    const before = await codes('K%');
    expect((await importFile(file)).done).toMatchObject({ insertedRows: 0, updatedRows: 0 });
    expect(await codes('K%')).toEqual(before);
    expect(await codes('K%')).toEqual([
      expect.objectContaining({ number: 'K-1', active: false, sku: 'NEW' }),
      expect.objectContaining({ number: 'K-2', active: true, sku: 'NEW' }),
      expect.objectContaining({ number: 'K\\2\ttab', active: true, sku: 'ESC' }),
    ]);
  });

  it('an import failing in a later batch leaves none of the earlier batches', async () => {
    importTuning.batchRows = 2;
    await h.pool.query(`create function refuse_dm_boom() returns trigger language plpgsql as $$
      begin if new.number = 'F-BOOM' then raise exception 'boom'; end if; return new; end $$`);
    await h.pool.query(
      'create trigger refuse_dm_boom before insert on dm_codes for each row execute function refuse_dm_boom()',
    );
    try {
      const failed = await importFile(csv([['number'], ['F-1'], ['F-2'], ['F-3'], ['F-4'], ['F-BOOM']]));
      expect(failed.done).toMatchObject({
        status: 'FAILED',
        insertedRows: 0,
        errorMessage: 'Ошибка импорта: ни одна строка не сохранена',
      });
      expect(await codes('F-%')).toEqual([]);
    } finally {
      await h.pool.query('drop trigger refuse_dm_boom on dm_codes');
    }
  });
});
