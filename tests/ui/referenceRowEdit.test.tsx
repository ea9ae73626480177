import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDataProvider, type ReadProvider } from '../../dataProvider';
import { DisclaimerList } from '../../resources/disclaimers/DisclaimerList';
import { InterviewKitList } from '../../resources/interviewKits/InterviewKitList';
import { MediaList } from '../../resources/media/MediaList';
import { ScratchCardList } from '../../resources/scratchCards/ScratchCardList';
import { SerialNumberList } from '../../resources/serialNumbers/SerialNumberList';
import { i18nProvider } from '../../src/i18n';

const lists: Array<[string, ComponentType, string, Record<string, unknown>, string]> = [
  [
    'disclaimers',
    DisclaimerList,
    'disclaimers',
    { title: 'Согласие', displayName: 'Согласие', buttonTitle: 'Да', content: '<p>Текст</p>', enabled: true },
    'Редактирование дисклеймера',
  ],
  [
    'media',
    MediaList,
    'media',
    { title: 'Буклет', kind: 'LINK', link: 'https://example.com/a', createdAt: '2026-01-01T00:00:00Z' },
    'Редактирование медиа',
  ],
  [
    'interview kits',
    InterviewKitList,
    'interview-kits',
    { title: 'Анкета', questions: [], externalVisibility: false, externalTitle: null },
    'Редактирование опросника',
  ],
  [
    'scratch cards',
    ScratchCardList,
    'scratch-cards',
    { title: 'Карта А', code: 'A1', description: null, isActive: true },
    'Редактирование скретч-карты',
  ],
  [
    'serial numbers',
    SerialNumberList,
    'new-devices',
    { serialNumber: 'SN-0001', status: 'NEW', note: null, model: null, device: null, createdAt: null },
    'Редактирование серийного номера',
  ],
];

const reads = (record: Record<string, unknown>) =>
  ({
    getList: vi.fn(async () => ({ data: [{ id: 5, ...record }], total: 1 })),
    getOne: vi.fn(async () => ({ data: { id: 5, ...record } })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  }) as unknown as ReadProvider;

afterEach(() => vi.unstubAllGlobals());

describe('reference lists: an explicit «Изменить» on every row', () => {
  it.each(lists)(
    '%s: the row’s «Изменить» opens that record’s edit dialog',
    async (_, List, resource, record, title) => {
      const provider = reads(record);
      // The keyset lists count apart through GraphQL: one row.
      vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: {} }), { status: 200 }));
      render(
        <TestMemoryRouter initialEntries={[`/${resource}`]}>
          <AdminContext
            dataProvider={buildDataProvider(provider)}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <ResourceContextProvider value={resource}>
              <List />
            </ResourceContextProvider>
          </AdminContext>
        </TestMemoryRouter>,
      );
      const edit = await screen.findByRole('button', { name: 'Изменить' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(edit);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(title)).toBeInTheDocument();
      expect(provider.getOne).toHaveBeenCalledWith(resource, expect.objectContaining({ id: 5 }));
    },
  );
});
