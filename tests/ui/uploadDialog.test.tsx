import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadButton } from '../../resources/shared/upload/UploadButton';
import { renderShell } from './shellHarness';

interface Call {
  url: string;
  method: string;
  form: FormData | null;
}

/** fetch stubbed at the network boundary; multipart bodies are kept as FormData. */
const stub = (answer: (call: Call) => { status: number; body?: unknown }) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        form: init.body instanceof FormData ? init.body : null,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = {
  id: 41,
  status: 'PREVIEW',
  title: 'Точки марта',
  uploadType: 'SPOTS',
  totalRows: 3,
  errorRows: 2,
  errorsKept: 3,
  mapping: [
    { column: 'Название', field: 'title' },
    { column: 'Номер клиента', field: 'customerNumber' },
    { column: 'Город', field: 'city' },
    { column: 'Заметка', field: null },
  ],
  preview: [
    { rowNumber: 1, values: { title: 'Магазин у дома', customerNumber: 'C-1', city: 'Алматы' } },
    { rowNumber: 2, values: { title: '', customerNumber: 'C-2', city: 'Москва' } },
  ],
  errors: [
    { rowNumber: 2, column: 'Название', message: 'Обязательное поле' },
    { rowNumber: 2, column: 'Город', message: 'Нет активного города с таким названием' },
    { rowNumber: 3, column: 'Номер клиента', message: 'Обязательное поле' },
  ],
  warningRows: 1,
  warnings: [
    {
      rowNumber: 4,
      column: 'Номер клиента',
      message: 'Ключ уже встречался в файле выше: сохранится последняя строка с ним',
    },
  ],
};

const openAndSend = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Загрузить файл' }));
  fireEvent.change(await screen.findByLabelText(/Название/), { target: { value: 'Точки марта' } });
  const file = new File(['Название;Номер клиента;Город\n'], 'points.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [file] } });
  expect(screen.getByText('points.csv')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
};

describe('the upload dialog', () => {
  it('sends title, type and file, shows the preview with the mapping and the row errors, then imports with progress', async () => {
    let polls = 0;
    const calls = stub(({ url, method }) => {
      if (url === '/api/upload/' && method === 'POST') return { status: 200, body: PREVIEW };
      if (url === '/api/upload/41/confirm/')
        return { status: 200, body: { id: 41, status: 'QUEUED', taskId: 't' } };
      if (url === '/api/upload/41/') {
        polls += 1;
        const done = polls > 1;
        return {
          status: 200,
          body: {
            id: 41,
            status: done ? 'DONE' : 'RUNNING',
            totalRows: 3,
            errorRows: 2,
            processedRows: done ? 3 : 1,
            insertedRows: done ? 1 : 0,
            updatedRows: 0,
            errorMessage: null,
          },
        };
      }
      return { status: 404, body: { detail: 'Не найдено' } };
    });
    const imported = vi.fn();
    renderShell(<UploadButton uploadType="SPOTS" onImported={imported} />, { role: 'HQ' });
    await openAndSend();

    expect(await screen.findByText('Строк с ошибками: 2', { exact: false })).toBeTruthy();
    const form = calls[0].form!;
    expect([form.get('title'), form.get('upload_type'), (form.get('file') as File).name]).toEqual([
      'Точки марта',
      'SPOTS',
      'points.csv',
    ]);
    expect(screen.getByText('Заметка → не используется')).toBeTruthy();
    expect(screen.getByText('Город → Город')).toBeTruthy();
    expect(screen.getByText('Магазин у дома')).toBeTruthy();
    expect(screen.getByText('Нет активного города с таким названием')).toBeTruthy();
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    expect(screen.getByText(/Строк с повторным ключом: 1\./)).toBeTruthy();
    expect(
      screen.getByText('Ключ уже встречался в файле выше: сохранится последняя строка с ним'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('Готово: добавлено 1, обновлено 0', {}, { timeout: 4000 })).toBeTruthy();
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('«Отмена» in the preview discards the upload on the server', async () => {
    const calls = stub(({ url }) =>
      url === '/api/upload/'
        ? { status: 200, body: PREVIEW }
        : { status: 200, body: { id: 41, status: 'CANCELLED' } },
    );
    renderShell(<UploadButton uploadType="SPOTS" />, { role: 'HQ' });
    await openAndSend();
    await screen.findByText('Строк с ошибками: 2', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/upload/41/cancel/'),
    );
    await waitFor(() => expect(screen.queryByText('Загрузка списка')).toBeNull());
  });

  it('a refused file shows the server’s reason; a failed request «Ошибка загрузки файла»; the form stays to try again', async () => {
    let refuse = true;
    stub(() =>
      refuse
        ? {
            status: 400,
            body: {
              message: 'Книга XLSX слишком велика после распаковки',
              errors: { file: ['Книга XLSX слишком велика после распаковки'] },
            },
          }
        : { status: 502 },
    );
    renderShell(<UploadButton uploadType="DM_CODES" />, { role: 'HQ' });
    await openAndSend();
    expect(await screen.findByText('Книга XLSX слишком велика после распаковки')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ошибка загрузки файла')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeTruthy();
  });
});

describe('the upload dialog’s columns and template', () => {
  it('lists the type’s columns with their formats and downloads the template with the same headers', async () => {
    stub(() => ({ status: 404 }));
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom makes no object URLs: the blob is kept instead (put back at the end).
    const made = URL.createObjectURL;
    URL.createObjectURL = (b: Blob) => {
      blobs.push(b);
      return 'blob:t';
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderShell(<UploadButton uploadType="EQUIPMENT_TABLETS" />, { role: 'HQ' });
    fireEvent.click(await screen.findByRole('button', { name: 'Загрузить файл' }));
    const list = await screen.findByRole('list', { name: 'Столбцы файла для загрузки' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Инвентарный номер — текст; строка с уже известным значением обновит запись, обязательный',
      'Модель — название; новое будет создано',
      'Серийный номер — текст',
      'Агентство — название агентства',
      'E-mail супервайзера — e-mail пользователя',
      'E-mail консультанта — e-mail пользователя',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать шаблон' }));
    expect(names).toEqual(['equipment_tablets-template.csv']);
    expect(await blobs[0].text()).toBe(
      '\uFEFFИнвентарный номер;Модель;Серийный номер;Агентство;E-mail супервайзера;E-mail консультанта\r\n',
    );
    click.mockRestore();
    URL.createObjectURL = made;
  });

  it('a DM code file’s dates read as the upload wants them', async () => {
    stub(() => ({ status: 404 }));
    renderShell(<UploadButton uploadType="DM_CODES" />, { role: 'HQ' });
    fireEvent.click(await screen.findByRole('button', { name: 'Загрузить файл' }));
    expect(await screen.findByText('Дата поступления')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Столбцы файла для загрузки' });
    expect(list.textContent).toContain('Дата поступления — ДД.ММ.ГГГГ');
    expect(list.textContent).toContain('Дата использования — ДД.ММ.ГГГГ ЧЧ:ММ, время Алматы');
    expect(list.textContent).toContain('Активен — Да или Нет');
  });
});
