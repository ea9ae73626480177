import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicesPage, fakeReads, fakeServer } from './devicesFixtures';

afterEach(() => vi.unstubAllGlobals());

const openEditOf = async (model: string) => {
  const row = (await screen.findByText(model)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText(/Модель/)).toHaveValue(model));
  return dialog;
};

describe('device model dialog', () => {
  it("says 'Это обязательное поле' for an empty model and sends nothing", async () => {
    const calls = fakeServer([]);
    render(devicesPage());
    fireEvent.click(await screen.findByRole('button', { name: 'Новая модель' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Новая модель')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findAllByText('Это обязательное поле')).length).toBe(2); // Модель, Тип
    expect(calls).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("stays open on a failed save with the server's field error and general message", async () => {
    const calls = fakeServer([
      {
        status: 400,
        body: { message: 'Проверьте введённые данные', errors: { model: ['Такая модель уже есть'] } },
      },
    ]);
    render(devicesPage());
    const dialog = await openEditOf('Galaxy');
    expect(within(dialog).getByText('Редактирование модели')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Модель/), { target: { value: 'iPad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText('Такая модель уже есть')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Проверьте введённые данные');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(calls).toEqual([
      {
        url: '/api/devicemodel/7/',
        method: 'PATCH',
        body: { model: 'iPad', compatibility: 3, barcode: '4601' },
      },
    ]);
  });

  it('closes on success, notifies and refetches the list', async () => {
    const reads = fakeReads();
    const calls = fakeServer([
      { status: 200, body: { id: 7, model: 'Galaxy S', compatibility: { id: 3 }, colors: [] } },
    ]);
    render(devicesPage(reads));
    const dialog = await openEditOf('Galaxy');
    const listCalls = reads.getList.mock.calls.filter(([resource]) => resource === 'devices').length;
    fireEvent.change(within(dialog).getByLabelText(/Модель/), { target: { value: 'Galaxy S' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Модель сохранена')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/devicemodel/7/',
      method: 'PATCH',
      body: { model: 'Galaxy S' },
    });
    await waitFor(() =>
      expect(reads.getList.mock.calls.filter(([resource]) => resource === 'devices').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });
});

describe('device dialog', () => {
  it("adds a color to a model from the model's panel", async () => {
    const calls = fakeServer([
      { status: 201, body: { id: 13, title: 'Синий', model: { id: 7, model: 'Galaxy' } } },
    ]);
    render(devicesPage());
    fireEvent.click(await screen.findByText('Galaxy'));
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить цвет' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Новое устройство')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Модель/)).toHaveValue('Galaxy'));
    fireEvent.change(within(dialog).getByLabelText(/Цвет/), { target: { value: 'Синий' } });
    fireEvent.change(within(dialog).getByLabelText('CRM ID'), { target: { value: 'C13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        url: '/api/glocolor/',
        method: 'POST',
        body: { title: 'Синий', crmId: 'C13', barcode: null, model: 7, compatibility: null },
      },
    ]);
    expect(await screen.findByText('Устройство добавлено')).toBeInTheDocument();
  });
});
