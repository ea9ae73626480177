import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { multipartBody } from '../support/zip';
import type { Harness } from './harness';

/** CSV text with `;` and a BOM, as Excel in a Russian locale saves it. */
export const csv = (rows: (string | number)[][], sep = ';', bom = true) =>
  Buffer.from(`${bom ? '\uFEFF' : ''}${rows.map((r) => r.join(sep)).join('\r\n')}\r\n`, 'utf8');

/** An XLSX workbook built with exceljs (first sheet holds the rows). */
export const xlsx = async (rows: unknown[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const uploader = (h: Harness) => ({
  /** POST /api/upload/ with the fields in the order the browser sends them. */
  post: async (
    token: string,
    uploadType: string,
    data: Buffer | null,
    { title = 'Тестовая загрузка', name = 'list.csv' }: { title?: string; name?: string } = {},
  ) => {
    const { payload, contentType } = multipartBody(
      { title, upload_type: uploadType },
      data ? { field: 'file', name, data, type: 'text/csv' } : undefined,
    );
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: { authorization: `JWT ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  },
  /** Confirms and waits for the import job to end. */
  confirm: async (token: string, id: number) => {
    const res = await h.rest('POST', `/api/upload/${id}/confirm/`, token);
    expect(res.status).toBe(200);
    return res.body;
  },
  waitFor: async (token: string, id: number, done = ['DONE', 'FAILED', 'CANCELLED']) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await h.rest('GET', `/api/upload/${id}/`, token);
      if (done.includes(res.body.status) || Date.now() > deadline) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
  },
});
