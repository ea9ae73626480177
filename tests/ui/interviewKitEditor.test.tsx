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
import { InterviewKitList } from '../../resources/interviewKits/InterviewKitList';
import { russian as russianMessages } from '../../src/i18n/ru';
import { fakeServer } from './devicesFixtures';

afterEach(() => vi.unstubAllGlobals());

const survey: any = {
  id: 5,
  title: 'Анкета покупателя',
  isDeleted: false,
  externalVisibility: false,
  externalTitle: null,
  questions: [
    {
      id: 51,
      text: 'Что вы курите?',
      isOpen: false,
      answers: [
        { id: 511, text: 'Kent', value: 0 },
        { id: 512, text: 'Другое', value: 1 },
      ],
    },
    { id: 52, text: 'Пожелания', isOpen: true, answers: [] },
  ],
};

const fakeReads = () =>
  ({
    getList: vi.fn(async () => ({ data: [survey], total: 1 })),
    getOne: vi.fn(async () => ({ data: survey })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  }) satisfies ReadProvider;

const page = (reads = fakeReads()) => (
  <TestMemoryRouter initialEntries={['/interview-kits']}>
    <AdminContext
      dataProvider={buildDataProvider(reads)}
      i18nProvider={polyglotI18nProvider(() => russianMessages, 'ru')}
      store={memoryStore()}
    >
      <ResourceContextProvider value="interview-kits">
        <InterviewKitList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>
  </TestMemoryRouter>
);

const openNew = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Новый опросник' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Новый опросник')).toBeInTheDocument();
  return dialog;
};

/** The add buttons of the iterators: questions first, then one per closed question's answers. */
const addButtons = (dialog: HTMLElement, source: RegExp) =>
  [...dialog.querySelectorAll<HTMLElement>('.button-add')].filter((b) => source.test(b.className));

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const fillNewKit = async (dialog: HTMLElement) => {
  type(within(dialog).getByLabelText(/^Название/), 'Опрос о вкусе');
  // The form starts with one question; give it two answers.
  type(within(dialog).getAllByLabelText(/^Вопрос/)[0], 'Какой вкус вы предпочитаете?');
  fireEvent.click(addButtons(dialog, /button-add-questions\.0\.answers/)[0]);
  fireEvent.click(addButtons(dialog, /button-add-questions\.0\.answers/)[0]);
  await waitFor(() => expect(within(dialog).getAllByLabelText(/^Ответ/)).toHaveLength(2));
  const [first, second] = within(dialog).getAllByLabelText(/^Ответ/);
  type(first, 'Табачный');
  type(second, 'Ментоловый');
  type(within(dialog).getAllByLabelText('Значение')[1], '5');
  // A second, open question: its answers disappear.
  fireEvent.click(addButtons(dialog, /button-add-questions(\s|$)/)[0]);
  await waitFor(() => expect(within(dialog).getAllByLabelText(/^Вопрос/)).toHaveLength(2));
  type(within(dialog).getAllByLabelText(/^Вопрос/)[1], 'Почему?');
  fireEvent.click(within(dialog).getAllByLabelText('Открытый вопрос (свободный ответ)')[1]);
};

const expectedBody = {
  title: 'Опрос о вкусе',
  externalVisibility: false,
  externalTitle: null,
  questions: [
    {
      text: 'Какой вкус вы предпочитаете?',
      isOpen: false,
      answers: [
        { text: 'Табачный', value: 0 },
        { text: 'Ментоловый', value: 5 },
      ],
    },
    { text: 'Почему?', isOpen: true, answers: [] },
  ],
};

describe('the interview kit editor', () => {
  it('sends nothing while the title or a question is empty, and says what is required', async () => {
    const calls = fakeServer([]);
    render(page());
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findAllByText('Это обязательное поле')).length).toBeGreaterThanOrEqual(2);
    expect(
      within(dialog).getByText('У закрытого вопроса должно быть не меньше двух вариантов ответа'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('edits questions and answers as nested lists and posts them to interviewkit, then refetches the kits', async () => {
    const reads = fakeReads();
    const calls = fakeServer([{ status: 201, body: { ...expectedBody, id: 9 } }]);
    render(page(reads));
    const dialog = await openNew();
    await fillNewKit(dialog);
    const before = reads.getList.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ url: '/api/interviewkit/', method: 'POST', body: expectedBody }]);
    expect(await screen.findByText('Опросник создан')).toBeInTheDocument();
    await waitFor(() => expect(reads.getList.mock.calls.length).toBeGreaterThan(before));
  });

  it("keeps the dialog open with 'Ошибка создания нового опросника' when the server gives no message", async () => {
    const calls = fakeServer([{ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }]);
    render(page());
    const dialog = await openNew();
    await fillNewKit(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка создания нового опросника');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it("shows the server's own message when it gives one", async () => {
    fakeServer([{ status: 400, body: { message: 'Опросник с таким названием уже есть', errors: {} } }]);
    render(page());
    const dialog = await openNew();
    await fillNewKit(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Опросник с таким названием уже есть');
  });

  it('opens a kit with its questions and answers, and saves it whole with PUT', async () => {
    const calls = fakeServer([{ status: 200, body: survey }]);
    render(page());
    fireEvent.click(await screen.findByText('Анкета покупателя'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Название/)).toHaveValue('Анкета покупателя'));
    expect(
      within(dialog)
        .getAllByLabelText(/^Ответ/)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Kent', 'Другое']);
    type(within(dialog).getAllByLabelText(/^Ответ/)[1], 'Другие марки');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/interviewkit/5/', method: 'PUT' });
    expect(calls[0].body.questions).toEqual([
      {
        text: 'Что вы курите?',
        isOpen: false,
        answers: [
          { text: 'Kent', value: 0 },
          { text: 'Другие марки', value: 1 },
        ],
      },
      { text: 'Пожелания', isOpen: true, answers: [] },
    ]);
  });
});
