import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { STORAGE_AUTH } from '../../domain/constants';
import { AssignDialog } from '../../resources/profile/AssignDialog';
import { TeamCalendar } from '../../resources/sessions/calendar/TeamCalendar';
import { SessionCreateDialog } from '../../resources/sessions/dialogs';
import { i18nProvider } from '../../src/i18n';
import { stubNetwork } from './networkStub';

// Issue 23 point 5: the calendar and the team pickers offer only the people who can be planned,
// and say why the others are not.

const TEAM = [
  { id: '21', role: 'CONSULTANT', firstName: 'Мария', lastName: 'Иванова', planBlock: null },
  { id: '23', role: 'CONSULTANT', firstName: 'Камила', lastName: 'Оспанова', planBlock: 'NOT_APPROVED' },
  { id: '22', role: 'CONSULTANT', firstName: 'Дана', lastName: 'Тулегенова', planBlock: 'APPROVAL_EXPIRED' },
];

const graphqlAnswer = (query: string) => {
  if (query.includes('planningCities')) return { planningCities: [] };
  if (query.includes('activities')) return { activities: { edges: [] } };
  if (query.includes('myTeamSessions')) return { myTeamSessions: [] };
  if (query.includes('calendarTeam('))
    return {
      calendarTeam: {
        edges: TEAM.map(({ role: _role, ...node }) => ({ node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    };
  if (query.includes('users(')) return { users: { edges: TEAM.map((node) => ({ node })) } };
  return {};
};

const SLOW = { timeout: 20_000 };

const inAdmin = (children: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.setItem(
    STORAGE_AUTH,
    JSON.stringify({
      token: 't',
      user: { id: 5, role: 'COORDINATOR', firstName: 'Асель', lastName: 'Нурланова' },
    }),
  );
  stubNetwork((call) =>
    call.url.includes('/api/graphql/')
      ? { status: 200, body: { data: graphqlAnswer(call.body.query) } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the new-session dialog’s consultant choice', () => {
  it('offers the approved, greys out the others with the reason, and says why', async () => {
    inAdmin(<SessionCreateDialog day="2026-06-10" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новая сессия' }, SLOW);
    const select = await within(dialog).findByRole('combobox', { name: /Консультант/ }, SLOW);
    expect(
      within(dialog).getByText('Неодобренных и с истёкшим сроком одобрения запланировать нельзя'),
    ).toBeInTheDocument();
    fireEvent.mouseDown(select);
    const options = await screen.findAllByRole('option', {}, SLOW);
    const named = (name: string) => options.find((o) => o.textContent === name);
    expect(named('Иванова Мария')).not.toHaveAttribute('aria-disabled', 'true');
    expect(named('Оспанова Камила — Не одобрен')).toHaveAttribute('aria-disabled', 'true');
    expect(named('Тулегенова Дана — Срок одобрения истёк')).toHaveAttribute('aria-disabled', 'true');
  }, 60_000);
});

describe('the team calendar', () => {
  it('gives a new-session button only to who can be planned, and names the reason on the others', async () => {
    inAdmin(<TeamCalendar />);
    const rows = await screen.findAllByTestId('calendar-row', {}, SLOW);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Иванова Мария',
      'Оспанова КамилаНе одобрен',
      'Тулегенова ДанаСрок одобрения истёк',
    ]);
    expect(within(rows[0]).getAllByRole('button', { name: /Новая сессия/ }).length).toBeGreaterThan(0);
    expect(within(rows[1]).queryAllByRole('button', { name: /Новая сессия/ })).toEqual([]);
    expect(within(rows[2]).queryAllByRole('button', { name: /Новая сессия/ })).toEqual([]);
  }, 60_000);
});

describe('the profile’s assignment dialog', () => {
  it('shows a candidate who cannot lead a team greyed out with the reason', async () => {
    inAdmin(
      <AssignDialog
        title="Назначить супервайзера"
        label="Супервайзер"
        field="manager"
        loadOptions={async () => [
          { id: '1', label: 'Нурланова Асель' },
          { id: '2', label: 'Абдуллаев Рустам', disabledReason: 'Срок одобрения истёк' },
        ]}
        loadFailed="Ошибка"
        schema={object({ manager: string().required() })}
        toPayload={(ids) => ({ manager: ids[0] })}
        submit={async () => {}}
        successMessage="ok"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', {}, SLOW));
    const blocked = await screen.findByRole('option', { name: /Абдуллаев Рустам/ }, SLOW);
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveTextContent('Срок одобрения истёк');
    expect(screen.getByRole('option', { name: /Нурланова Асель/ })).not.toHaveAttribute('aria-disabled');
    await waitFor(() =>
      expect(within(dialog).getByText(/Назначить можно только одобренного/)).toBeInTheDocument(),
    );
  }, 60_000);
});
