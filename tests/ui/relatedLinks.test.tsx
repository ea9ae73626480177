import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { ActivityActions } from '../../resources/activities/page/ActivityActions';
import { ProfileSessions } from '../../resources/profile/ProfileSessions';
import type { FullProfile } from '../../resources/profile/types';
import { inSessionScope } from '../../resources/sessions/scope';
import { paths } from '../../resources/shared/PermittedLink';
import { useRole } from '../../src/layout/useRole';
import { renderShell } from './shellHarness';

/** The role once react-admin has it: a link's absence is judged after that, not before. */
const RoleProbe = () => <output data-testid="role">{useRole().role ?? ''}</output>;
const roleKnown = (role: Role) => waitFor(() => expect(screen.getByTestId('role').textContent).toBe(role));

/** A consultant of the viewer's (id 7, shellHarness) team, agency 3, region 2. */
const consultant = (manager: string): FullProfile => ({
  id: '51',
  firstName: 'Айгерим',
  lastName: 'Сапарова',
  email: 'a@example.com',
  role: 'CONSULTANT',
  isFired: false,
  userSet: [],
  cities: [],
  history: [],
  manager: { id: manager, role: 'COORDINATOR', firstName: 'Мария', lastName: 'Иванова' },
  agency: { id: '3', title: 'Агентство Север' },
  region: { id: '2', title: 'Алматинский регион' },
  nearestPlannedSession: {
    id: '42',
    status: 'PLANNED',
    plannedStartTime: 1_900_000_000,
    spot: { id: '5', title: 'ТРЦ MEGA' },
  },
  lastActiveSession: {
    id: '41',
    status: 'COMPLETED',
    startTimeStr: '2026-11-20T05:00:00Z',
    stopTimeStr: 'x',
  },
});

const viewerProfile = {
  id: 7,
  agency: { id: 3, title: 'Агентство Север' },
  region: { id: 2, title: 'Алматы' },
};

const renderSessions = (role: Role, person: FullProfile) =>
  renderShell(
    <>
      <RoleProbe />
      <ProfileSessions person={person} />
    </>,
    {
      role,
      dataProvider: { getOne: async () => ({ data: viewerProfile as any }) },
    },
  );

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe("a profile's sessions", () => {
  it("link to each session's timeline and to the person's session list for their coordinator", async () => {
    renderSessions('COORDINATOR', consultant('7'));
    await waitFor(() => expect(href('profile-nearest-session')).toBe('/session/42'));
    expect(href('profile-last-session')).toBe('/session/41');
    const all = screen.getByRole('link', { name: 'Все сессии сотрудника' });
    expect(all.getAttribute('href')).toBe(paths.personSessions('51'));
    expect(JSON.parse(new URLSearchParams(all.getAttribute('href')!.split('?')[1]).get('filter')!)).toEqual({
      consultant: '51',
    });
  });

  it('are plain text for a role or a scope that may not open them', async () => {
    // Another coordinator's consultant, and agency HR (no sessions screens at all).
    for (const [role, manager] of [
      ['COORDINATOR', '8'],
      ['AGENCY_HR', '7'],
    ] as [Role, string][]) {
      const { unmount } = renderSessions(role, consultant(manager));
      const section = await screen.findByTestId('profile-sessions');
      await roleKnown(role);
      expect(screen.getByTestId('profile-nearest-session').tagName).toBe('SPAN');
      expect(within(section).queryAllByRole('link')).toEqual([]);
      expect(within(section).getByText(/ТРЦ MEGA/)).toBeTruthy();
      unmount();
    }
  });
});

describe('inSessionScope (the server’s consultantScope, in the browser)', () => {
  const person = { manager: { id: '7' }, agency: { id: '3' }, region: { id: '2' } };
  it('HQ everyone, MANAGER_BU the region, AGENCY_MANAGER the agency, a coordinator the team', () => {
    expect(inSessionScope({ role: 'HQ' }, {})).toBe(true);
    expect(inSessionScope({ role: 'MANAGER_BU', region: { id: 2 } }, person)).toBe(true);
    expect(inSessionScope({ role: 'MANAGER_BU', region: { id: 9 } }, person)).toBe(false);
    expect(inSessionScope({ role: 'AGENCY_MANAGER', agency: { id: 3 } }, person)).toBe(true);
    expect(inSessionScope({ role: 'AGENCY_MANAGER', agency: null }, person)).toBe(false);
    expect(inSessionScope({ role: 'COORDINATOR', id: 7 }, person)).toBe(true);
    expect(inSessionScope({ role: 'COORDINATOR', id: 8 }, person)).toBe(false);
    expect(inSessionScope({ role: 'AGENCY_HR', agency: { id: 3 } }, person)).toBe(false);
  });
});

describe("a project's actions", () => {
  const actions = [
    { id: '11', title: 'Подарок за регистрацию' },
    { id: '12', title: 'Обмен устройства' },
  ];
  it('link to their editor, and HQ starts a new one from the project', async () => {
    renderShell(<ActivityActions activityId="3" actions={actions} />, { role: 'HQ' });
    const link = await screen.findByRole('link', { name: 'Подарок за регистрацию' });
    expect(link.getAttribute('href')).toBe('/action/11/edit');
    expect(screen.getByRole('link', { name: 'Новое действие' }).getAttribute('href')).toBe(
      '/action/new?activity=3',
    );
  });

  it('are listed as text to the roles that may not open the action editor', async () => {
    renderShell(
      <>
        <RoleProbe />
        <ActivityActions activityId="3" actions={actions} />
      </>,
      { role: 'AGENCY_MANAGER' },
    );
    const card = await screen.findByTestId('activity-actions');
    await roleKnown('AGENCY_MANAGER');
    expect(within(card).getByText('Обмен устройства').tagName).toBe('SPAN');
    expect(within(card).queryAllByRole('link')).toEqual([]);
  });
});
