import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { buildDataProvider, type ReadProvider } from '../../dataProvider';
import type { Role } from '../../domain/roles';
import { openDownload } from '../../resources/tradePoints/DownloadListButton';
import { TradePointList } from '../../resources/tradePoints/TradePointList';
import { i18nProvider } from '../../src/i18n';
import { logInAs } from './shellHarness';

const MEGA = {
  id: '5',
  title: 'ТРЦ MEGA Alma-Ata',
  address: 'ул. Розыбакиева, 247А',
  searchString: 'ТРЦ MEGA Alma-Ata ул. Розыбакиева, 247А 100245',
  customerNumber: '100245',
  legalName: null,
  hasSessions: true,
  city: { id: '1', title: 'Алматы', region: { id: '1', title: 'Алматинский регион' } },
  coordinator: { id: '9', name: 'Нурланова Асель' },
};

/** What the page asks the server besides its list: the choices, the count, the writes. */
let posted: { url: string; body: unknown }[] = [];
let createAnswer: () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const server = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  posted.push({ url, body });
  if (url.endsWith('/api/spots/create/')) return createAnswer();
  if (url.includes('/api/spots/export/'))
    return json({ download_url: '/api/spots/export/download/?token=t' });
  const query: string = body?.query ?? '';
  if (query.includes('planningCities'))
    return json({
      data: {
        planningCities: [
          { id: '1', title: 'Алматы', region: { id: '1', title: 'Алматинский регион' } },
          { id: '2', title: 'Астана', region: { id: '2', title: 'Центральный регион' } },
        ],
      },
    });
  if (query.includes('tradePointRegions'))
    return json({
      data: {
        tradePointRegions: [
          { id: '1', title: 'Алматинский регион' },
          { id: '2', title: 'Центральный регион' },
        ],
      },
    });
  if (query.includes('coordinators'))
    return json({ data: { coordinators: [{ id: '9', firstName: 'Асель', lastName: 'Нурланова' }] } });
  if (query.includes('tradePoints'))
    return json({ data: { tradePoints: { totalCount: 1, totalCountKind: 'EXACT' } } });
  return json({ data: {} });
};

const reads = () =>
  ({
    getList: vi.fn(async () => ({ data: [MEGA], total: 1 })),
    getOne: vi.fn(async () => ({ data: MEGA })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  }) as unknown as ReadProvider;

const openPage = (role: Role) => {
  logInAs(role);
  const provider = reads();
  render(
    <TestMemoryRouter initialEntries={['/trade-points']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={buildDataProvider(provider)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="trade-points">
          <TradePointList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return provider;
};

/** A field of the new point dialog by its id (the MUI selects' self-referencing labels defeat happy-dom's name lookup). */
const field = (dialog: HTMLElement, name: string) =>
  waitFor(() => {
    const element = dialog.querySelector<HTMLElement>(`#new-point-${name}`);
    if (!element) throw new Error(`no field ${name}`);
    return element;
  });

const CHOICE_IDS: Record<string, string> = { Алматы: '1', Астана: '2' };

/**
 * Chooses a select's option through MUI's own hidden input (the autofill path: the option by its
 * value); opening the menu re-mounts the select under happy-dom's focus events.
 */
const pick = async (dialog: HTMLElement, name: string, option: string) => {
  await field(dialog, name);
  await waitFor(() =>
    expect(dialog.querySelector(`#new-point-${name}`)).not.toHaveAttribute('aria-disabled'),
  );
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  fireEvent.change(input as HTMLInputElement, { target: { value: CHOICE_IDS[option] } });
  await waitFor(async () => expect(await field(dialog, name)).toHaveTextContent(option));
};

const search = async (text: string) =>
  fireEvent.change(await screen.findByPlaceholderText('Поиск по названию, адресу или номеру клиента'), {
    target: { value: text },
  });

beforeEach(() => {
  posted = [];
  createAnswer = () => json({ id: 77, title: 'Киоск' }, 201);
  vi.stubGlobal('fetch', vi.fn(server));
});
afterEach(() => vi.unstubAllGlobals());

describe('the trade points page', () => {
  it('asks for nothing until a search is typed, then lists the matches with their city and region', async () => {
    const provider = openPage('COORDINATOR');
    expect(
      await screen.findByText('Введите название, адрес или номер клиента, чтобы найти точки'),
    ).toBeInTheDocument();
    expect(provider.getList).not.toHaveBeenCalled();
    await search('mega');
    expect(await screen.findByText('ТРЦ MEGA Alma-Ata')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith(
      'trade-points',
      expect.objectContaining({ filter: { q: 'mega' }, pagination: { page: 1, perPage: 10 } }),
    );
    expect(screen.getByText('Алматинский регион')).toBeInTheDocument();
    expect(screen.getByText('100245')).toBeInTheDocument();
    // A coordinator's list has no coordinator column: every point is theirs.
    expect(screen.queryByText('Нурланова Асель')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  });

  it('offers «Все» first in its optional filters, never a blank row (issue 23 point 5)', async () => {
    openPage('COORDINATOR');
    const city = await waitFor(() => {
      const label = screen
        .getAllByText('Город')
        .map((l) => l.closest('label'))
        .find(Boolean);
      const select = label?.closest('.MuiFormControl-root')?.querySelector<HTMLElement>('[role="combobox"]');
      expect(select).toBeTruthy();
      return select as HTMLElement;
    });
    fireEvent.mouseDown(city);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.trim())).toEqual(['Все', 'Алматы', 'Астана']);
  });

  it('shows HQ who keeps each point', async () => {
    openPage('HQ');
    await search('mega');
    expect(await screen.findByText('Нурланова Асель')).toBeInTheDocument();
  });

  it('creates a new point through POST /api/spots/create/, checking the fields first', async () => {
    openPage('COORDINATOR');
    fireEvent.click(await screen.findByRole('button', { name: 'Новая точка' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Новая точка')).toBeInTheDocument();
    // A coordinator's point is theirs: no coordinator to choose.
    expect(dialog.querySelector('#new-point-coordinator')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findAllByText('Это обязательное поле')).toHaveLength(2);
    expect(posted.some((p) => p.url.endsWith('/api/spots/create/'))).toBe(false);

    fireEvent.change(await field(dialog, 'title'), {
      target: { value: 'Киоск' },
    });
    fireEvent.change(await field(dialog, 'customerNumber'), {
      target: { value: '777001' },
    });
    await pick(dialog, 'city', 'Астана');
    // The region follows the city.
    const region = await field(dialog, 'region');
    await waitFor(() => expect(region).toHaveTextContent('Центральный регион'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = posted.find((p) => p.url.endsWith('/api/spots/create/'));
    expect(sent?.body).toMatchObject({ title: 'Киоск', customerNumber: '777001', city: 2 });
    expect(await screen.findByText('Точка добавлена')).toBeInTheDocument();
  });

  it('keeps the dialog open with part 2 §8’s message and the server’s reasons when the point is refused', async () => {
    createAnswer = () =>
      json(
        {
          message: 'Ошибка создания новой точки',
          errors: { customerNumber: ['Точка с таким номером клиента уже есть'] },
        },
        400,
      );
    openPage('COORDINATOR');
    fireEvent.click(await screen.findByRole('button', { name: 'Новая точка' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await field(dialog, 'title'), {
      target: { value: 'Киоск' },
    });
    await pick(dialog, 'city', 'Алматы');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Ошибка создания новой точки')).toBeInTheDocument();
    expect(within(dialog).getByText('Точка с таким номером клиента уже есть')).toBeInTheDocument();
    const sent = posted.find((p) => p.url.endsWith('/api/spots/create/'));
    expect(sent?.body).toMatchObject({ title: 'Киоск', city: 1 });
  });

  it('downloads the list by opening the link the server answers, or says it failed', async () => {
    const go = vi.spyOn(openDownload, 'go').mockImplementation(() => {});
    openPage('HQ');
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать список' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/spots/export/download/?token=t'));
    vi.stubGlobal('fetch', async () => json({ detail: 'Внутренняя ошибка сервера' }, 500));
    fireEvent.click(screen.getByRole('button', { name: 'Скачать список' }));
    expect(await screen.findByText('Ошибка скачивания списка точек')).toBeInTheDocument();
    go.mockRestore();
  });
});
