import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_AUTH } from '../../domain/constants';
import { SESSION_MESSAGES } from '../../domain/validation/sessions';
import {
  type PlannedSession,
  SessionCreateDialog,
  SessionEditDialog,
} from '../../resources/sessions/dialogs';
import { i18nProvider, restoreLocale } from '../../src/i18n';
import { type Call, stubNetwork } from './networkStub';

// The session dialogs (issue 12 point 3) as a coordinator meets them: defaults, what is sent,
// and the server's refusals under their fields, in Russian and in English.

const graphqlAnswer = (query: string) => {
  if (query.includes('planningCities'))
    return {
      planningCities: [
        { id: '1', title: 'Алматы', region: { id: '7', title: 'Южный регион' } },
        { id: '2', title: 'Астана', region: { id: '8', title: 'Центр' } },
      ],
    };
  if (query.includes('planningSpots'))
    return { planningSpots: [{ id: '31', title: 'ТРЦ MEGA', address: 'Розыбакиева, 247А' }] };
  if (query.includes('activities'))
    return { activities: { edges: [{ node: { id: '11', title: 'glo hyper: весна' } }] } };
  if (query.includes('users('))
    return {
      users: {
        edges: [
          { node: { id: '21', role: 'CONSULTANT', firstName: 'Мария', lastName: 'Иванова' } },
          { node: { id: '22', role: 'CONSULTANT', firstName: 'Дана', lastName: 'Тулегенова' } },
        ],
      },
    };
  return {};
};

/** GraphQL reads answered from the fixtures; REST writes answered by `write`. */
const server = (write: (call: Call) => { status: number; body?: unknown }) =>
  stubNetwork((call) =>
    call.url.includes('/api/graphql/')
      ? { status: 200, body: { data: graphqlAnswer(call.body.query) } }
      : write(call),
  );
const writes = (calls: Call[]) => calls.filter((c) => !c.url.includes('/api/graphql/'));

const inAdmin = (children: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

beforeEach(() => {
  localStorage.setItem(
    STORAGE_AUTH,
    JSON.stringify({
      token: 't',
      user: { id: 5, role: 'COORDINATOR', firstName: 'Асель', lastName: 'Нурланова' },
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('ru');
});

const choose = async (dialog: HTMLElement, label: RegExp, option: RegExp) => {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }, SLOW));
  fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
};

const dateField = (dialog: HTMLElement, label: RegExp) =>
  waitFor(() => {
    const input = within(dialog).getByRole('textbox', { name: label });
    expect(input).toBeEnabled();
    return input;
  }, SLOW);

const seconds = (day: string, time: string) => dayjs(`${day}T${time}`).unix();
/** The date pickers load on demand: on a busy two-core machine that can take a while. */
const SLOW = { timeout: 20_000 };

const fillPlace = async (dialog: HTMLElement) => {
  await choose(dialog, /Проект/, /glo hyper/);
  await choose(dialog, /Город/, /Алматы/);
  await choose(dialog, /Точка/, /ТРЦ MEGA/);
};

describe('new session dialog', () => {
  it('starts at 16:00–20:00 on the chosen day with 4 hours, and sends one session a day for a range', async () => {
    const calls = server(() => ({ status: 201, body: { id: 1, ids: [1, 2, 3] } }));
    const onSaved = vi.fn();
    inAdmin(<SessionCreateDialog consultant="21" day="2026-06-10" onClose={() => {}} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая сессия' }, SLOW);
    expect(within(dialog).getByLabelText(/Начало/)).toHaveValue('16:00');
    expect(within(dialog).getByLabelText(/Окончание/)).toHaveValue('20:00');
    expect(within(dialog).getByLabelText(/Часов/)).toHaveValue(4);
    expect(await dateField(dialog, /^Дата/)).toHaveValue('10.06.2026');
    await waitFor(
      () =>
        expect(within(dialog).getByRole('combobox', { name: /Консультант/ })).toHaveTextContent(
          'Иванова Мария',
        ),
      SLOW,
    );

    await fillPlace(dialog);
    expect(within(dialog).getByLabelText('Регион')).toHaveValue('Южный регион');
    fireEvent.change(await dateField(dialog, /По дату/), { target: { value: '12.06.2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1), SLOW);
    const [post] = writes(calls);
    expect(post.url).toBe('/api/session/');
    expect(post.method).toBe('POST');
    const days = ['2026-06-10', '2026-06-11', '2026-06-12'].map((d) => ({
      plannedStartTime: seconds(d, '16:00'),
      plannedEndTime: seconds(d, '20:00'),
    }));
    expect(post.body).toEqual({
      consultant: 21,
      activity: 11,
      spot: 31,
      city: 1,
      region: 7,
      plannedStartTime: days[0].plannedStartTime,
      plannedEndTime: days[0].plannedEndTime,
      hourCount: 4,
      days,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
  }, 60_000);

  it('refuses an end before the start under «Окончание» and sends nothing', async () => {
    const calls = server(() => ({ status: 201 }));
    inAdmin(<SessionCreateDialog consultant="21" day="2026-06-10" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await fillPlace(dialog);
    fireEvent.change(within(dialog).getByLabelText(/Окончание/), { target: { value: '15:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(SESSION_MESSAGES.endBeforeStart, {}, SLOW)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  }, 60_000);

  it('shows each server refusal under its field (the clash under the dates) and stays open', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: {
          spot: [SESSION_MESSAGES.spotOtherCity],
          consultant: [SESSION_MESSAGES.consultantFired],
          'days.1.plannedStartTime': ['Пересекается с сессией №5: 11.06.2026 16:00–20:00, ТРЦ MEGA'],
        },
      },
    }));
    const onClose = vi.fn();
    inAdmin(<SessionCreateDialog consultant="21" day="2026-06-10" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await fillPlace(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(SESSION_MESSAGES.spotOtherCity, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText(SESSION_MESSAGES.consultantFired)).toBeInTheDocument();
    const clash = within(dialog).getByText('Пересекается с сессией №5: 11.06.2026 16:00–20:00, ТРЦ MEGA');
    // Under the dates field: its helper text belongs to the «Дата» input.
    expect(clash.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(/^Дата/);
    expect(onClose).not.toHaveBeenCalled();
  }, 60_000);

  it('words the server refusals in English when English is chosen', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    await restoreLocale();
    server(() => ({
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: {
          spot: [SESSION_MESSAGES.spotOtherCity],
          'days.0.plannedStartTime': ['Пересекается с сессией №5: 10.06.2026 16:00–20:00, ТРЦ MEGA'],
        },
      },
    }));
    inAdmin(<SessionCreateDialog consultant="21" day="2026-06-10" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New session' }, SLOW);
    await choose(dialog, /Project/, /glo hyper/);
    await choose(dialog, /City/, /Алматы/);
    await choose(dialog, /Spot/, /ТРЦ MEGA/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The spot is in another city', {}, SLOW)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Overlaps session №5: 10.06.2026 16:00–20:00, ТРЦ MEGA'),
    ).toBeInTheDocument();
  }, 60_000);
});

const planned: PlannedSession = {
  id: '77',
  status: 'PLANNED',
  plannedStartTime: seconds('2026-06-15', '16:00'),
  plannedEndTime: seconds('2026-06-15', '20:00'),
  startTime: null,
  stopTime: null,
  hourCount: 4,
  consultant: { id: '21', firstName: 'Мария', lastName: 'Иванова' },
  activity: { id: '11', title: 'glo hyper: весна' },
  spot: { id: '31', title: 'ТРЦ MEGA' },
  city: { id: '1', title: 'Алматы' },
};

describe('edit planned session dialog', () => {
  it('opens on the session’s day and hours, and moves it with a PATCH of the plan', async () => {
    const calls = server(() => ({ status: 200, body: { id: 77 } }));
    inAdmin(<SessionEditDialog session={planned} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование сессии' }, SLOW);
    expect(await dateField(dialog, /^Дата/)).toHaveValue('15.06.2026');
    expect(within(dialog).getByLabelText(/Начало/)).toHaveValue('16:00');
    await waitFor(
      () => expect(within(dialog).getByRole('combobox', { name: /Точка/ })).toHaveTextContent('ТРЦ MEGA'),
      SLOW,
    );
    fireEvent.change(within(dialog).getByLabelText(/Начало/), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Окончание/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1), SLOW);
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/session/77/',
      method: 'PATCH',
      body: {
        activity: 11,
        spot: 31,
        city: 1,
        plannedStartTime: seconds('2026-06-15', '12:00'),
        plannedEndTime: seconds('2026-06-15', '18:00'),
      },
    });
  }, 60_000);

  it('shows the overlap under «Начало»', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'x',
        errors: { plannedStartTime: ['Пересекается с сессией №9: 15.06.2026 17:00–21:00'] },
      },
    }));
    inAdmin(<SessionEditDialog session={planned} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await waitFor(
      () => expect(within(dialog).getByRole('combobox', { name: /Точка/ })).toHaveTextContent('ТРЦ MEGA'),
      SLOW,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const clash = await within(dialog).findByText(
      'Пересекается с сессией №9: 15.06.2026 17:00–21:00',
      {},
      SLOW,
    );
    expect(clash.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(/^Начало/);
  }, 60_000);

  it('deletes only after a confirmation, by PATCH {status: DELETED}', async () => {
    const calls = server(() => ({ status: 200, body: { id: 77, status: 'DELETED' } }));
    const onSaved = vi.fn();
    inAdmin(<SessionEditDialog session={planned} onClose={() => {}} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить сессию' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить сессию' }, SLOW);
    expect(confirm).toHaveTextContent('Иванова Мария, 15.06.2026 16:00');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), SLOW);
    expect(writes(calls)).toMatchObject([
      { url: '/api/session/77/', method: 'PATCH', body: { status: 'DELETED' } },
    ]);
  }, 60_000);
});
