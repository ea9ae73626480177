import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDataProvider, type ReadProvider } from '../../dataProvider';
import { ProgramList } from '../../resources/programs/ProgramList';
import { russian as russianMessages } from '../../src/i18n/ru';
import { fakeServer } from './devicesFixtures';

afterEach(() => vi.unstubAllGlobals());

const loyalty = { id: 1, name: 'Лояльность' };
const loyal = {
  id: 10,
  title: 'Программа лояльности glo',
  description: 'Скидка',
  programId: 'LOYAL:2026',
  notForBatBrand: false,
  isRepeatCustomerCheck: true,
  isWithBatyr: false,
  category: loyalty,
  limits: [],
};
const switching = {
  id: 11,
  title: 'Переход на glo',
  description: null,
  programId: 'SWITCH:2026-Q1',
  notForBatBrand: true,
  isRepeatCustomerCheck: false,
  isWithBatyr: false,
  category: loyalty,
  limits: [
    {
      id: 5,
      limitsInside: 1,
      limitsInsidePeriod: 'ALL_PERIOD',
      consultantLimits: 30,
      limitsOutside: [{ id: 10, programId: 'LOYAL:2026' }],
    },
  ],
};

const reads = (): ReadProvider => {
  const lists: Record<string, any[]> = { programs: [loyal, switching], programcategories: [loyalty] };
  return {
    getList: vi.fn(async (resource: string) => ({
      data: lists[resource] ?? [],
      total: (lists[resource] ?? []).length,
    })),
    getOne: vi.fn(async (resource: string, { id }: { id: any }) => ({
      data: (lists[resource] ?? []).find((r) => r.id === id),
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: any[] }) => ({
      data: (lists[resource] ?? []).filter((r) => ids.includes(r.id)),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  };
};

const i18nProvider = polyglotI18nProvider(() => russianMessages, 'ru');

/** The Programs page as HQ sees it: Russian messages, reads faked, real REST writes. */
const page = () =>
  render(
    <TestMemoryRouter initialEntries={['/programs']}>
      <AdminContext
        dataProvider={buildDataProvider(reads())}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="programs">
          <ProgramList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

const openNew = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Новая программа' }));
  return screen.findByRole('dialog');
};
const openEdit = async (title: string) => {
  const row = (await screen.findByText(title)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText(/^Название/)).toHaveValue(title));
  return dialog;
};
/** Opens a select (MUI's combobox, named by its label) and picks an option. */
const choose = async (dialog: HTMLElement, label: string, option: string | RegExp) => {
  const combobox = await within(dialog).findByRole('combobox', { name: label });
  await waitFor(() => expect(combobox).not.toHaveAttribute('aria-disabled', 'true'));
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(await within(listbox).findByRole('option', { name: option }));
  return listbox;
};
const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
const type = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the programs list', () => {
  it('shows the program id as the part of programId before a colon, and the limits in Russian', async () => {
    page();
    const row = (await screen.findByText('Переход на glo')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SWITCH')).toBeInTheDocument();
    expect(within(row).getByText('1 за весь период; консультант: 30; кроме LOYAL')).toBeInTheDocument();
  });
});

describe('the program limits form', () => {
  it('marks title and programId required and sends nothing while they are empty, saying so in the dialog', async () => {
    const calls = fakeServer([]);
    page();
    const dialog = await openNew();
    expect(
      within(dialog)
        .getByLabelText(/^Название/)
        .closest('.MuiFormControl-root'),
    ).toHaveTextContent('*');
    expect(
      within(dialog)
        .getByLabelText(/^ID программы/)
        .closest('.MuiFormControl-root'),
    ).toHaveTextContent('*');
    save(dialog);
    expect((await within(dialog).findAllByText('Это обязательное поле')).length).toBe(2);
    expect(calls).toEqual([]);
    // No snackbar over the dialog's buttons: the errors are in the dialog.
    expect(screen.queryByText(/Форма заполнена неверно|проверьте ошибки/i)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeEnabled();
  });

  it('sends an empty limits list and no category when nothing else is set; shows the server refusal in the dialog', async () => {
    const calls = fakeServer([
      {
        status: 400,
        body: {
          message: 'Проверьте введённые данные',
          errors: { programId: ['Программа с таким ID уже существует'] },
        },
      },
    ]);
    page();
    const dialog = await openNew();
    type(dialog, /^Название/, 'Весна');
    type(dialog, /^ID программы/, 'LOYAL:2026');
    save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/program/',
      method: 'POST',
      body: {
        title: 'Весна',
        id: 'LOYAL:2026',
        description: '',
        not_for_bat_brand: false,
        is_repeat_customer_check: false,
        is_with_batyr: false,
        limits: [],
      },
    });
    expect(await within(dialog).findByText('Программа с таким ID уже существует')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Проверьте введённые данные');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a failure without field errors at the top of the dialog, not in a snackbar', async () => {
    fakeServer([{ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }]);
    page();
    const dialog = await openNew();
    type(dialog, /^Название/, 'Весна');
    type(dialog, /^ID программы/, 'SPRING');
    save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/\S/);
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeEnabled();
  });

  it('sends one limits entry with the consultant limit as a number, and the category when chosen', async () => {
    const calls = fakeServer([
      { status: 201, body: { ...loyal, id: 12, title: 'Весна', programId: 'SPRING' } },
    ]);
    page();
    const dialog = await openNew();
    type(dialog, /^Название/, 'Весна');
    type(dialog, /^ID программы/, 'SPRING:2026');
    await choose(dialog, 'Категория', 'Лояльность');
    type(dialog, 'Лимит на консультанта', '5');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Период лимита' }));
    const periods = await screen.findByRole('listbox');
    expect(
      within(periods)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Не указан', 'за весь период', 'в год', 'в месяц', 'за две недели', 'в неделю', 'в день']);
    fireEvent.click(within(periods).getByRole('option', { name: 'в неделю' }));
    save(dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Программа добавлена')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({
      title: 'Весна',
      id: 'SPRING:2026',
      category: 1,
      limits: [{ limitsInside: null, limitsOutside: [], limitsInsidePeriod: 'WEEK', consultant_limits: 5 }],
    });
  });

  it('edits a program: keeps its limits entry, and clearing every limit sends an empty list', async () => {
    const calls = fakeServer([
      { status: 200, body: switching },
      { status: 200, body: { ...switching, limits: [] } },
    ]);
    page();
    let dialog = await openEdit('Переход на glo');
    expect(within(dialog).getByLabelText('Лимит на консультанта')).toHaveValue(30);
    type(dialog, 'Лимит участий в программе', '2');
    save(dialog);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/program/11/',
      method: 'PATCH',
      body: {
        id: 'SWITCH:2026-Q1',
        category: 1,
        not_for_bat_brand: true,
        limits: [
          { limitsInside: 2, limitsOutside: [10], limitsInsidePeriod: 'ALL_PERIOD', consultant_limits: 30 },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openEdit('Переход на glo');
    type(dialog, 'Лимит участий в программе', '');
    type(dialog, 'Лимит на консультанта', '');
    await choose(dialog, 'Период лимита', 'Очистить'); // the empty choice, 'Не указан'
    const outside = within(dialog)
      .getByText('LOYAL — Программа лояльности glo')
      .closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(outside).getByTestId('CancelIcon'));
    save(dialog);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body.limits).toEqual([]);
  });
});
