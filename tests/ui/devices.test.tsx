import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicesPage, fakeReads, fakeServer } from './devicesFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('Devices page', () => {
  it('lists device models with their type, barcode and colors', async () => {
    const reads = fakeReads();
    render(devicesPage(reads));
    const galaxy = await row('Galaxy');
    expect(within(galaxy).getByText('Смартфон')).toBeInTheDocument();
    expect(within(galaxy).getByText('4601')).toBeInTheDocument();
    expect(within(galaxy).getByText('Чёрный')).toBeInTheDocument();
    expect(within(galaxy).getByText('Белый')).toBeInTheDocument();
    expect(within(await row('iPad')).getByText('Планшет')).toBeInTheDocument();
    for (const header of ['Модель', 'Тип', 'Штрихкод', 'Цвета']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(reads.getList).toHaveBeenCalledWith(
      'devices',
      expect.objectContaining({
        sort: { field: 'model', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
  });

  it("expands a model into its colors' table", async () => {
    render(devicesPage());
    fireEvent.click(await screen.findByText('Galaxy'));
    expect(await screen.findByText('C11')).toBeInTheDocument();
    expect(screen.getByText('CRM ID')).toBeInTheDocument();
    expect(screen.getByText('C12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить цвет' })).toBeInTheDocument();
  });

  it("exports the whole list through the server's CSV, as it streams, under the list's filters", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:devices';
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const file = '\uFEFFID модели;Модель\r\n7;Galaxy\r\n8;iPad\r\n';
    const calls: { url: string; body: any }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(file, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    });
    render(devicesPage());
    await screen.findByText('Galaxy');
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(clicked).toEqual(['devices.csv']));
    expect(calls).toEqual([
      {
        url: '/api/export/',
        body: expect.objectContaining({
          resource: 'devices',
          fileName: 'devices',
          variables: { isDeleted: false, orderBy: 'model' },
        }),
      },
    ]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer())).toBe(file);
  });

  it("shows the server's refusal when the export fails", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'Извините, у вас нет прав!' }), { status: 403 }),
    );
    render(devicesPage());
    await screen.findByText('Galaxy');
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
  });

  it('deletes a model after confirmation and refetches the list', async () => {
    const reads = fakeReads();
    const calls = fakeServer([{ status: 204 }]);
    render(devicesPage(reads));
    const ipad = await row('iPad');
    fireEvent.click(within(ipad).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Удалить модель «iPad»?')).toBeInTheDocument();
    const listCalls = reads.getList.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(calls).toEqual([{ url: '/api/devicemodel/8/', method: 'DELETE', body: undefined }]),
    );
    await waitFor(() => expect(reads.getList.mock.calls.length).toBeGreaterThan(listCalls));
    expect(await screen.findByText('Модель удалена')).toBeInTheDocument();
  });
});
