/**
 * Issue 14's upload figure: 1,000,000 data-matrix codes from one CSV, end to end (POST, preview,
 * confirm, the import job until DONE) on the bench server in its own process, side by side with
 * PostgreSQL's COPY of the same file into an empty table shaped like dm_codes; the server's peak
 * RSS meanwhile. Targets: at least half of COPY's speed, RSS at most 400 MB.
 */
import { createReadStream, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { DEMO_PASSWORD } from '../server/db/seed';
import { diskStorage } from '../server/storage/files';
import { header, target } from './measure';
import { startBenchServer } from './server';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 1_000_000);
const MB = 1024 * 1024;

/** number;active;arrival date;sku — values COPY reads as they are (true/false, ISO dates). */
const writeCodes = (file: string) => {
  const lines = ['number;active;arrival date;sku'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `DM${String(i).padStart(14, '0')}XKZ;${i % 7 ? 'true' : 'false'};2026-0${1 + (i % 9)}-15;SKU${i % 500}`,
    );
  writeFileSync(file, `${lines.join('\n')}\n`);
};

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

export const benchUploads = async (url: string) => {
  header(`upload of ${ROWS.toLocaleString('en')} data-matrix codes`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const file = path.join(dir, 'codes.csv');
  writeCodes(file);

  // PostgreSQL alone: COPY of the file into an empty table with dm_codes' columns and indexes.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table bench_copy (like dm_codes including defaults including indexes)');
  const copySeconds = await timed(() =>
    pipeline(
      createReadStream(file),
      client.query(
        pgCopy.from(
          `copy bench_copy (number, active, arrival_date, sku) from stdin with (format csv, header true, delimiter ';')`,
        ),
      ),
    ),
  );
  await client.query('drop table bench_copy');

  // The codes already there (the demo's): the upload must add every one of the file's.
  const before = Number((await client.query('select count(*)::int as n from dm_codes')).rows[0].n);
  const server = await startBenchServer(url);
  const { base } = server;
  const login = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hq@demo.kz', password: DEMO_PASSWORD }),
  });
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
  let previewSeconds = 0;
  let state = null as { status: string; insertedRows: number; errorMessage: string | null } | null;
  let stored = null as string | null;
  const { result: uploadSeconds, peakRss } = await server.watch(() =>
    timed(async () => {
      const form = new FormData();
      form.append('title', 'bench');
      form.append('upload_type', 'DM_CODES');
      form.append('file', await openAsBlob(file), 'codes.csv');
      const started = performance.now();
      const posted = await fetch(`${base}/api/upload/`, { method: 'POST', headers: auth, body: form });
      const preview = (await posted.json()) as { id: number; errorRows: number; message?: string };
      previewSeconds = (performance.now() - started) / 1000;
      if (!posted.ok || preview.errorRows)
        throw new Error(`upload refused: ${JSON.stringify(preview).slice(0, 300)}`);
      await fetch(`${base}/api/upload/${preview.id}/confirm/`, { method: 'POST', headers: auth });
      for (;;) {
        state = (await (
          await fetch(`${base}/api/upload/${preview.id}/`, { headers: auth })
        ).json()) as typeof state;
        if (state && ['DONE', 'FAILED', 'CANCELLED'].includes(state.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const { rows } = await client.query('select file_path from uploads where id = $1', [preview.id]);
      stored = rows[0]?.file_path ?? null;
    }),
  );
  await server.close();
  const { rows } = await client.query('select count(*)::int - $1 as n from dm_codes', [before]);
  // The stored upload lies in the bench server's DATA_DIR (./data): not kept after the figure.
  if (stored) await diskStorage(path.resolve('data')).area('uploads').remove(stored);
  await client.end();
  rmSync(dir, { recursive: true, force: true });

  const copyRate = ROWS / copySeconds;
  const uploadRate = ROWS / uploadSeconds;
  console.log(`COPY into an empty table        ${copySeconds.toFixed(2)} s  ${copyRate.toFixed(0)} rows/s`);
  console.log(
    `upload end to end               ${uploadSeconds.toFixed(2)} s  ${uploadRate.toFixed(0)} rows/s ` +
      `(POST and preview ${previewSeconds.toFixed(2)} s; ${state?.status}, ${rows[0].n} codes stored)`,
  );
  target(
    'upload finished with every code',
    state?.status === 'DONE' && rows[0].n === ROWS,
    `${state?.status}, ${rows[0].n} rows`,
  );
  target(
    'upload ≥ 50% of COPY speed',
    uploadRate >= copyRate / 2,
    `${((100 * uploadRate) / copyRate).toFixed(0)}% of COPY`,
  );
  target('server RSS ≤ 400 MB during the upload', peakRss <= 400 * MB, `${(peakRss / MB).toFixed(0)} MB`);
};
