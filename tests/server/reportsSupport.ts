import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, expect } from 'vitest';
import { REPORT_FAILED, REPORT_FINISHED } from '../../domain/uploads';
import { diskAreaOf, diskFolderOf } from './fileAreas';
import { withServer } from './harness';

/** A test file's server with its own DATA_DIR, HQ's and others' tokens, and the report calls. */
export const withReports = () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reports-test-'));
  const h = withServer({ config: () => ({ dataDir }) });
  const area = diskAreaOf(dataDir, 'reports');
  /** The disk backend's folder, for the partial files a stopped process leaves. */
  const dir = diskFolderOf(dataDir, 'reports');
  const tokens = {} as Record<'HQ' | 'COORDINATOR' | 'CONSULTANT', string>;
  beforeAll(async () => {
    tokens.HQ = await h.login('HQ');
    tokens.COORDINATOR = await h.login('COORDINATOR');
    tokens.CONSULTANT = await h.login('CONSULTANT');
  });
  const q = async (text: string, values: unknown[] = []) => (await h.pool.query(text, values)).rows;
  const one = async (text: string, values: unknown[] = []) => (await q(text, values))[0];

  /** Runs a report and waits until its status is no longer queued or running. */
  const run = async (body: object, token = tokens.HQ) => {
    const started = await h.rest('POST', '/api/reports/run/', token, body);
    expect(started.status).toBe(200);
    const { id } = started.body;
    let status: any;
    await expect
      .poll(
        async () => {
          status = (await h.rest('GET', `/api/reports/status/${id}/`, token)).body;
          return status.status;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toMatch(new RegExp(`^(${REPORT_FINISHED}|${REPORT_FAILED})$`));
    return status as { id: number; status: string; filename: string | null };
  };

  const download = (id: number, filename: string, token = tokens.HQ) =>
    h.app.inject({
      method: 'GET',
      url: `/api/reports/get/${id}/${filename}`,
      headers: { authorization: `JWT ${token}` },
    });

  /** A finished report's file, downloaded and read back: its sheet's rows as arrays (header first). */
  const finishedFile = async (body: object) => {
    const status = await run(body);
    expect(status.status).toBe(REPORT_FINISHED);
    const res = await download(status.id, status.filename!);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { status, res, rows };
  };

  return { h, area, dir, tokens, q, one, run, download, finishedFile };
};

export const NOVEMBER = { date_start: '2026-11-01', date_end: '2026-11-30' };
