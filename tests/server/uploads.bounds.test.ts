import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CELL_CHARS, UPLOAD_CONCURRENT_PER_USER, UPLOAD_MESSAGES } from '../../domain/uploadRules';
import { tableLimits } from '../../server/modules/uploads/sniff';
import { multipartBody } from '../support/zip';
import { withServer } from './harness';
import { csv, uploader } from './uploadsSupport';

// Issue 22 points 2 and 7: previews bounded whatever the file, and every byte read honestly.
const h = withServer();
const up = uploader(h);
const run = promisify(execFile);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'upload-bounds-'));
let hq = '';
let baseUrl = '';

beforeAll(async () => {
  hq = await h.login('HQ');
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  // fetch loads undici, and the first upload of each kind its modules, on first use: not measured.
  await (await fetch(`${baseUrl}/api/health/`)).text();
  expect((await post('DM_CODES', saved('warm.csv', csv([['number'], ['WARM-1']])))).status).toBe(200);
  const warmXlsx = await bigXlsx('warm.xlsx', 1);
  expect((await post('DM_CODES', warmXlsx)).status).toBe(200);
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const form = (type: string, data: Buffer, name: string) =>
  multipartBody(
    { title: 'Граница', upload_type: type },
    { field: 'file', name, data, type: 'application/octet-stream' },
  );

/** The bytes as a file to post (written before a measured stretch). */
const saved = (name: string, data: Buffer) => {
  const file = path.join(tmp, name);
  writeFileSync(file, data);
  return file;
};

/**
 * POST /api/upload/ over real HTTP from another process (curl streams the file from disk), so that
 * this process's event loop and memory are the server's alone.
 */
const post = async (type: string, file: string) => {
  const name = path.basename(file);
  const { stdout } = await run('curl', [
    '-s',
    '-w',
    '\\n%{http_code}',
    '-H',
    `Authorization: JWT ${hq}`,
    '-F',
    'title=Граница',
    '-F',
    `upload_type=${type}`,
    '-F',
    `file=@${file};filename=${name}`,
    `${baseUrl}/api/upload/`,
  ]);
  const at = stdout.lastIndexOf('\n');
  const text = stdout.slice(0, at);
  return { status: Number(stdout.slice(at + 1)), bytes: Buffer.byteLength(text), body: JSON.parse(text) };
};

/**
 * Runs a request while /api/health/ is asked every 10 ms over HTTP: the health answers' p99, the
 * event loop's busy time, the RSS growth at its highest and the wall time.
 */
const measured = async <T>(work: () => Promise<T>) => {
  const latencies: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/api/health/`)).text();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const rss = process.memoryUsage().rss;
  let peak = rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const busyMs = performance.eventLoopUtilization(elu).active;
  clearInterval(sampler);
  delay.disable();
  running = false;
  await poll;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
  const stats = {
    ms,
    busyMs,
    rssMb: (peak - rss) / 2 ** 20,
    p99,
    polls: latencies.length,
    maxStallMs: delay.max / 1e6,
  };
  console.info('upload bounds:', JSON.stringify(stats));
  return { result, ...stats };
};

const expectBounded = (m: { busyMs: number; rssMb: number; p99: number }) => {
  expect(m.busyMs).toBeLessThan(1000);
  expect(m.rssMb).toBeLessThan(100);
  expect(m.p99).toBeLessThanOrEqual(100);
};

const uploadsCount = () => h.count('select count(*) from uploads');

describe('previews are bounded, /api/health/ answering meanwhile', () => {
  it('a 2 MB header of 1,000,000 columns is refused at once with a small answer', async () => {
    const file = saved('columns.csv', Buffer.from(`${Array(1_000_000).fill('a').join(';')}\r\n1\r\n`));
    const before = await uploadsCount();
    const m = await measured(() => post('DM_CODES', file));
    expect(m.result.status).toBe(400);
    expect(m.result.body.errors.file).toEqual([UPLOAD_MESSAGES.lineTooLong]);
    expect(m.result.bytes).toBeLessThan(1024);
    expectBounded(m);
    expect(await uploadsCount()).toBe(before);
  });

  it('a header of more columns than any type reads (1,000 in 4 kB) is refused', async () => {
    const header = ['number', ...Array.from({ length: 999 }, (_, i) => `c${i}`)];
    const res = await up.post(hq, 'DM_CODES', csv([header, ['X-1']]));
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toEqual(['В файле больше 100 столбцов']);
  });

  it('a one-line 95 MB CSV is refused without being read whole', { timeout: 30_000 }, async () => {
    const data = Buffer.alloc(95 * 1024 * 1024, 'a');
    data.write('number;', 0);
    const file = saved('line.csv', data);
    const m = await measured(() => post('DM_CODES', file));
    expect(m.result.status).toBe(400);
    expect(m.result.body.errors.file).toEqual(['В файле есть строка длиннее 65 536 знаков']);
    // Refused as it arrives, at the first 256 KB with no line break (the old reader took 210 s and +1.2 GB).
    expectBounded(m);
    expect(m.ms).toBeLessThan(1000);
  });

  it('a 20 MB quoted cell (line breaks inside, the papaparse path) is refused as one long record', async () => {
    const cell = `${'x'.repeat(99)}\n`.repeat(200_000);
    const file = saved('quoted.csv', Buffer.from(`number;sku\r\n"${cell}";1\r\n`));
    const m = await measured(() => post('DM_CODES', file));
    expect(m.result.status).toBe(400);
    expect(m.result.body.errors.file).toEqual([UPLOAD_MESSAGES.lineTooLong]);
    expectBounded(m);
  });

  it('quoted cells with line breaks, "" and a stray quote within the bound still read', async () => {
    const res = await up.post(
      hq,
      'CIGARETTES',
      csv([
        ['brand', 'format', 'sku'],
        ['"Марка ""Б""\nс переносом"', 'Формат 5"', 'Q-1'],
        ['"А"', 'Б', 'Q-2'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.preview.map((r: { values: object }) => r.values)).toEqual([
      { brand: 'Марка "Б"\nс переносом', format: 'Формат 5"', sku: 'Q-1' },
      { brand: 'А', format: 'Б', sku: 'Q-2' },
    ]);
  });

  it('headers and cells are clipped in the preview and the stored mapping', async () => {
    const longHeader = `Заметка ${'з'.repeat(5000)}`;
    const longCell = 'б'.repeat(3000);
    const res = await up.post(
      hq,
      'CIGARETTES',
      csv([
        ['brand', 'format', 'sku', longHeader],
        [longCell, 'f', 'CLIP-1', 'x'],
      ]),
    );
    expect(res.status).toBe(200);
    const clipped = (text: string) => `${text.slice(0, UPLOAD_CELL_CHARS - 1)}…`;
    expect(res.body.mapping[3]).toEqual({ column: clipped(longHeader), field: null });
    expect(res.body.preview[0].values.brand).toBe(clipped(longCell));
    const { rows } = await h.pool.query('select mapping, preview from uploads where id = $1', [res.body.id]);
    expect(rows[0].mapping[3].column).toBe(clipped(longHeader));
    expect(rows[0].preview[0].values.brand).toBe(clipped(longCell));
    expect(JSON.stringify(res.body).length).toBeLessThan(4000);
  });
});

/** An XLSX written by exceljs's streaming writer: a header, then `rows` data rows (or one at `lastRow`). */
const bigXlsx = async (name: string, rows: number, lastRow?: number) => {
  const filename = path.join(tmp, name);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet('Лист1');
  sheet.addRow(['number']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([`XL-${i}`]).commit();
  if (lastRow) sheet.getRow(lastRow).values = ['XL-LAST'];
  sheet.commit();
  await book.commit();
  return filename;
};

describe('the XLSX row limit holds while streaming', () => {
  it('a sheet one row over the limit is refused before it is parsed', { timeout: 30_000 }, async () => {
    const limit = tableLimits.maxRows;
    tableLimits.maxRows = 100_000;
    try {
      const book = await bigXlsx('over.xlsx', 100_001);
      const m = await measured(() => post('DM_CODES', book));
      expect(m.result.status).toBe(400);
      expect(m.result.body.errors.file).toEqual([UPLOAD_MESSAGES.tooManyRows]);
      // Parsing 100,000 rows takes seconds; counting them as the bomb check inflates the sheet does not.
      expect(m.ms).toBeLessThan(1500);
      expectBounded(m);
    } finally {
      tableLimits.maxRows = limit;
    }
  });

  it('a row numbered past the limit is refused without making the blank rows before it', async () => {
    const book = await bigXlsx('far.xlsx', 2, tableLimits.maxRows + 5);
    const m = await measured(() => post('DM_CODES', book));
    expect(m.result.status).toBe(400);
    expect(m.result.body.errors.file).toEqual([UPLOAD_MESSAGES.tooManyRows]);
    expect(m.ms).toBeLessThan(1000);
    expectBounded(m);
  });
});

describe('concurrent uploads per user', () => {
  /** An upload whose body stops half way until `finish` is called: it holds its slot meanwhile. */
  const held = (token: string) => {
    const { payload, contentType } = form('DM_CODES', csv([['number'], ['HELD-1']]), 'held.csv');
    let finish = () => {};
    const rest = new Promise<void>((r) => (finish = r));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(payload.subarray(0, 100));
        await rest;
        controller.enqueue(payload.subarray(100));
        controller.close();
      },
    });
    const answer = fetch(`${baseUrl}/api/upload/`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit).then((res) => res.status);
    return { finish, answer };
  };
  const slots = () => h.count("select count(*) from rate_limits where bucket like 'uploadSlot:%'");

  it('a third upload at once is refused with 429 and a Russian reason; another user, and a finished slot, pass', async () => {
    const coordinator = await h.login('COORDINATOR');
    const holds = Array.from({ length: UPLOAD_CONCURRENT_PER_USER }, () => held(hq));
    for (let i = 0; i < 100 && (await slots()) < UPLOAD_CONCURRENT_PER_USER; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await slots()).toBe(UPLOAD_CONCURRENT_PER_USER);

    const third = await up.post(hq, 'DM_CODES', csv([['number'], ['THIRD-1']]));
    expect(third.status).toBe(429);
    expect(third.body.detail).toBe(
      'Дождитесь окончания своих загрузок: одновременно можно отправить не больше 2 файлов',
    );
    const other = await up.post(coordinator, 'SPOTS', csv([['Название', 'Номер клиента', 'Город']]));
    expect(other.status).toBe(400);
    expect(other.body.errors.file).toEqual([UPLOAD_MESSAGES.noRows]);

    for (const hold of holds) hold.finish();
    expect(await Promise.all(holds.map((hold) => hold.answer))).toEqual(holds.map(() => 200));
    expect(await slots()).toBe(0);
    expect((await up.post(hq, 'DM_CODES', csv([['number'], ['AFTER-1']]))).status).toBe(200);
  });
});

describe('uploads read honestly', () => {
  it('a cp1251 row after the first 64 kB is that row’s error; the other rows import', async () => {
    const good = Array.from({ length: 3000 }, (_, i) => `Бренд;Формат;ENC-${i}`).join('\r\n');
    // «Мальборо» in cp1251: bytes that are not UTF-8.
    const cp1251 = Buffer.from([0xcc, 0xe0, 0xeb, 0xfc, 0xe1, 0xee, 0xf0, 0xee]);
    const file = Buffer.concat([
      Buffer.from(`brand;format;sku\r\n${good}\r\n`),
      cp1251,
      Buffer.from(';Формат;ENC-BAD\r\nБренд;Формат;ENC-LAST\r\n'),
    ]);
    expect(file.indexOf(cp1251)).toBeGreaterThan(64 * 1024);
    const posted = await up.post(hq, 'CIGARETTES', file);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ totalRows: 3002, errorRows: 1 });
    expect(posted.body.errors).toEqual([
      { rowNumber: 3001, column: 'brand', message: UPLOAD_MESSAGES.undecodable },
    ]);
    const errorsFile = await h.app.inject({
      method: 'GET',
      url: `/api/upload/${posted.body.id}/errors/`,
      headers: { authorization: `JWT ${hq}` },
    });
    // The row itself (its unreadable bytes as U+FFFD), then its reason.
    expect(errorsFile.body).toContain(
      `\uFFFD;Формат;ENC-BAD;Строка 3001. brand: ${UPLOAD_MESSAGES.undecodable}\r\n`,
    );
    await up.confirm(hq, posted.body.id);
    expect(await up.waitFor(hq, posted.body.id)).toMatchObject({
      status: 'DONE',
      insertedRows: 3001,
      errorRows: 1,
    });
    expect(await h.count("select count(*) from cigarettes where sku like 'ENC-%'")).toBe(3001);
    expect(await h.count("select count(*) from cigarettes where sku = 'ENC-BAD'")).toBe(0);
    expect(await h.count("select count(*) from cigarettes where brand_title like '%\uFFFD%'")).toBe(0);
  });

  it('a natural key repeated within the file is a preview warning; the last row wins', async () => {
    const posted = await up.post(
      hq,
      'CIGARETTES',
      csv([
        ['brand', 'format', 'sku'],
        ['A', 'first', 'REP-1'],
        ['A', 'other', 'REP-2'],
        ['A', 'last', 'REP-1'],
      ]),
    );
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ totalRows: 3, errorRows: 0, warningRows: 1 });
    expect(posted.body.warnings).toEqual([
      { rowNumber: 3, column: 'sku', message: UPLOAD_MESSAGES.repeatedKey },
    ]);
    await up.confirm(hq, posted.body.id);
    expect(await up.waitFor(hq, posted.body.id)).toMatchObject({ status: 'DONE', insertedRows: 2 });
    const { rows } = await h.pool.query("select format_title from cigarettes where sku = 'REP-1'");
    expect(rows).toEqual([{ format_title: 'last' }]);
  });
});
