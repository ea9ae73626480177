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

  it('exports a CSV with a UTF-8 BOM, one row per color', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:devices';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(devicesPage());
    await screen.findByText('Galaxy');
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Galaxy;Смартфон;4601;11;Чёрный');
    expect(lines[3]).toBe('8;iPad;Планшет;;;;;;');
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
