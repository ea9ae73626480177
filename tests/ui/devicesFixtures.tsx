import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { vi } from 'vitest';
import { buildDataProvider, type ReadProvider } from '../../dataProvider';
import { DeviceList } from '../../resources/devices/DeviceList';
import { russian as russianMessages } from '../../src/i18n/ru';

/** The Devices page as the user sees it: Russian messages, reads faked, real REST writes. */

export const smartphone = { id: 3, title: 'Смартфон', crmId: 'T3', isDeleted: false };
export const tablet = { id: 4, title: 'Планшет', crmId: 'T4', isDeleted: false };

export const galaxy = {
  id: 7,
  model: 'Galaxy',
  barcode: '4601',
  isDeleted: false,
  compatibility: smartphone,
  colors: [
    { id: 11, title: 'Чёрный', crmId: 'C11', barcode: '4602', isDeleted: false, compatibility: smartphone },
    { id: 12, title: 'Белый', crmId: 'C12', barcode: null, isDeleted: false, compatibility: null },
  ],
};

export const ipad = {
  id: 8,
  model: 'iPad',
  barcode: null,
  isDeleted: false,
  compatibility: tablet,
  colors: [],
};

/** Reads as the GraphQL provider answers them, with spies to count refetches. */
export const fakeReads = () => {
  const lists: Record<string, any[]> = {
    devices: [galaxy, ipad],
    devicemodel: [galaxy, ipad],
    devicetype: [smartphone, tablet],
  };
  return {
    getList: vi.fn(async (resource: string) => ({
      data: lists[resource] ?? [],
      total: (lists[resource] ?? []).length,
    })),
    getOne: vi.fn(async (resource: string, { id }: { id: any }) => ({
      data: (lists[resource] ?? lists.devices).find((record) => record.id === id) ?? { id },
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: any[] }) => ({
      data: (lists[resource] ?? []).filter((record) => ids.includes(record.id)),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  } satisfies ReadProvider;
};

export type FetchCall = { url: string; method: string; body: any };

/** A fetch that records REST calls and answers them from a queue. */
export const fakeServer = (answers: Array<{ status: number; body?: unknown }>) => {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 500 };
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
};

const i18nProvider = polyglotI18nProvider(() => russianMessages, 'ru');

export const renderWith = (dataProvider: DataProvider, children: ReactNode) => (
  <TestMemoryRouter initialEntries={['/devices']}>
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="devices">{children}</ResourceContextProvider>
      <Notification />
    </AdminContext>
  </TestMemoryRouter>
);

export const devicesPage = (reads: ReadProvider = fakeReads()) =>
  renderWith(buildDataProvider(reads), <DeviceList />);
