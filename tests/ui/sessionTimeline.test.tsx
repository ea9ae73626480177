import { fireEvent, screen, within } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { shellRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;
afterEach(() => vi.unstubAllGlobals());

const T0 = Date.UTC(2026, 2, 1, 11, 0) / 1000;
const min = (m: number) => T0 + m * 60;

const session = {
  id: '41',
  status: 'COMPLETED',
  plannedStartTime: T0,
  plannedEndTime: min(240),
  startTime: min(5),
  stopTime: min(185),
  hourCount: 4,
  hoursWorked: 3,
  hoursPlanned: 4,
  corruptedReason: null,
  consultant: { id: '5', firstName: 'Мария', lastName: 'Иванова', photo: null },
  activity: { id: '2', title: 'glo hyper: весенняя кампания' },
  spot: { id: '3', title: 'ТРЦ MEGA Alma-Ata', address: 'ул. Розыбакиева, 247А', customerNumber: '100245' },
  city: { id: '1', title: 'Алматы' },
  region: { id: '1', title: 'Алматинский регион' },
  contactCounts: {
    contacts: 2,
    compliments: 1,
    denials: 1,
    reviews: 0,
    exchanges: 0,
    registrations: 1,
    photos: 0,
    denialReasons: [{ reason: 'Не курит', count: 1 }],
  },
  history: [
    {
      id: '9',
      kind: 'PLAN_CHANGED',
      details: JSON.stringify({ spotId: [3, 4] }),
      createdAt: min(-600),
      actor: { id: '12', firstName: 'Асель', lastName: 'Нурланова' },
    },
  ],
};
const none = { compliment: null, denial: null, review: null, exchange: null, registration: null, photos: [] };
const contacts = [
  {
    contactEventId: '100',
    startTime: min(10),
    stopTime: min(15),
    watchStopTime: min(13),
    ...none,
    compliment: { time: min(11) },
    registration: { time: min(14) },
  },
  {
    contactEventId: '101',
    startTime: min(40),
    stopTime: min(42),
    watchStopTime: null,
    ...none,
    denial: { time: min(41), reason: 'Не курит' },
  },
];

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const open = (answer: (call: Call) => Answer | undefined, path = '/session/41') => {
  const calls = stubNetwork(answer);
  renderShell(<Routes>{shellRoutes}</Routes>, { role: 'COORDINATOR', path, dataProvider });
  return calls;
};

describe('session/{sessionId}: the timeline', () => {
  it('shows the session, its contacts on the axis, the counts and the readable history', async () => {
    open(() => ok({ sessionData: session, contactEventContacts: contacts }));
    expect(await screen.findByTestId('session-status')).toHaveTextContent('Завершена');
    expect(screen.getByRole('link', { name: /Иванова Мария/ })).toHaveAttribute('href', '/profile/5');
    expect(screen.getByRole('link', { name: 'ТРЦ MEGA Alma-Ata' })).toHaveAttribute('href', '/spot/3');
    expect(screen.getByTestId('session-hours')).toHaveTextContent('3 ч из 4 ч');
    const axis = screen.getByTestId('timeline-axis');
    expect(within(axis).getAllByTestId('contact-mark')).toHaveLength(2);
    expect(within(axis).getAllByTestId('sub-event-compliment')).toHaveLength(1);
    expect(within(axis).getByRole('img', { name: /Отказ .*\(Не курит\)/ })).toBeInTheDocument();
    expect(screen.getByTestId('count-contacts-value')).toHaveTextContent('2');
    expect(screen.getByTestId('count-denials-value')).toHaveTextContent('1');
    expect(screen.getByTestId('denial-reasons')).toHaveTextContent('Не курит: 1');
    const history = screen.getByTestId('session-history');
    expect(history).toHaveTextContent('Изменён план');
    expect(history).toHaveTextContent('Нурланова Асель');
    expect(history).toHaveTextContent('Точка: №3 → №4');
  });

  it('says when the session is not found (or not the viewer’s)', async () => {
    open(() => ok({ sessionData: null, contactEventContacts: null }));
    expect(await screen.findByTestId('session-not-found')).toHaveTextContent('Сессия не найдена');
  });

  it('says when it could not load, and loads again on «Повторить»', async () => {
    let calls = 0;
    open(() =>
      ++calls === 1 ? { status: 500, body: {} } : ok({ sessionData: session, contactEventContacts: [] }),
    );
    expect(await screen.findByText(/Не удалось загрузить сессию/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('session-status')).toHaveTextContent('Завершена');
    expect(screen.getByText('Контактов нет')).toBeInTheDocument();
  });
});

describe('spot/{spotId}', () => {
  it('shows the spot, its people and its sessions, each a link to its timeline', async () => {
    const row = {
      id: '41',
      status: 'PLANNED',
      plannedStartTime: T0,
      plannedEndTime: min(240),
      startTime: null,
      stopTime: null,
      consultant: session.consultant,
      activity: session.activity,
    };
    open(
      (call) =>
        String((call.body as { query?: string } | undefined)?.query).includes('settings {')
          ? ok({ settings: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } })
          : ok({
              spot: {
                id: '3',
                title: 'ТРЦ MEGA Alma-Ata',
                legalName: 'ТОО «Мега Алматы»',
                address: 'ул. Розыбакиева, 247А',
                customerNumber: '100245',
                latitude: null,
                longitude: null,
                city: { id: '1', title: 'Алматы' },
                region: { id: '1', title: 'Алматинский регион' },
                responsibles: [
                  {
                    id: '12',
                    role: 'COORDINATOR',
                    firstName: 'Асель',
                    lastName: 'Нурланова',
                    photo: null,
                    crManager: { id: '1', name: 'Ахметов Серик Болатович' },
                  },
                ],
                recentSessions: [],
                plannedSessions: [row],
              },
            }),
      '/spot/3',
    );
    expect(await screen.findByTestId('spot-title')).toHaveTextContent('ТРЦ MEGA Alma-Ata');
    expect(screen.getByTestId('spot-fields')).toHaveTextContent('100245');
    expect(screen.getByText('Координаты точки не указаны')).toBeInTheDocument();
    expect(screen.getByTestId('spot-responsibles')).toHaveTextContent(
      'Ответственный CR: Ахметов Серик Болатович',
    );
    const planned = screen.getByTestId('spot-planned-sessions');
    expect(within(planned).getByRole('link')).toHaveAttribute('href', '/session/41');
    expect(screen.getByTestId('spot-recent-sessions')).toHaveTextContent('Сессий нет');
  });
});
