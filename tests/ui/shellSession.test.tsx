import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/layout/Header';
import { pickSession, type ShellProfile, type ShellSession } from '../../src/layout/profile';
import { renderShell } from './shellHarness';

const at = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).getTime() / 1000;
const spot = { id: 5, title: 'ТЦ Мега', legalName: 'ООО Мега' };

const finished: ShellSession = {
  id: 1,
  status: 'COMPLETED',
  startTimeStr: new Date(at(2025, 3, 3) * 1000).toISOString(),
  stopTimeStr: new Date(at(2025, 3, 3, 14) * 1000).toISOString(),
  spot,
};
const running: ShellSession = {
  ...finished,
  id: 2,
  status: 'STARTED',
  startTimeStr: new Date(at(2025, 3, 4) * 1000).toISOString(),
  stopTimeStr: null,
};
const planned: ShellSession = {
  id: 3,
  status: 'PLANNED',
  plannedStartTime: at(2025, 3, 5, 16),
  plannedEndTime: at(2025, 3, 5, 20),
  spot,
};

const profile = (
  sessions: Pick<ShellProfile, 'lastActiveSession' | 'nearestPlannedSession'>,
): ShellProfile => ({
  id: 7,
  firstName: 'Мария',
  lastName: 'Иванова',
  photo: null,
  role: 'COORDINATOR',
  agency: { id: 3, title: 'Агентство Север' },
  ...sessions,
});

describe('which session the user panel shows', () => {
  it('the last active session while it has no stop time', () => {
    expect(pickSession({ lastActiveSession: running, nearestPlannedSession: planned })).toBe(running);
  });
  it('the nearest planned session once the last one has stopped', () => {
    expect(pickSession({ lastActiveSession: finished, nearestPlannedSession: planned })).toBe(planned);
  });
  it('the last session when nothing is planned', () => {
    expect(pickSession({ lastActiveSession: finished, nearestPlannedSession: null })).toBe(finished);
  });
  it('the planned one when there was never a session', () => {
    expect(pickSession({ lastActiveSession: null, nearestPlannedSession: planned })).toBe(planned);
  });
});

const openHeader = (p: ShellProfile) => {
  const asked: unknown[] = [];
  renderShell(<Header />, {
    role: 'COORDINATOR',
    dataProvider: {
      getOne: async (resource, params) => {
        asked.push({ resource, id: params.id });
        return { data: p as any };
      },
    },
  });
  return asked;
};

describe('the header', () => {
  it('shows the agency, its id, the role, the user and the planned session as "Запланирована"', async () => {
    const asked = openHeader(profile({ lastActiveSession: finished, nearestPlannedSession: planned }));
    expect(await screen.findByTestId('session-line')).toHaveTextContent(
      '5 марта, срд · Запланирована · ТЦ Мега',
    );
    expect(asked).toContainEqual({ resource: 'profile', id: 7 });
    expect(screen.getByText('Агентство Север')).toBeInTheDocument();
    expect(screen.getByTestId('logo')).toHaveTextContent('ID 3 · Супервайзер');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
    expect(screen.getByText('Иванова Мария')).toBeInTheDocument();
  });

  it('shows a finished last session as "Завершена"', async () => {
    openHeader(profile({ lastActiveSession: finished, nearestPlannedSession: null }));
    expect(await screen.findByTestId('session-line')).toHaveTextContent('3 марта, пнд · Завершена');
  });

  it('shows a running session with the status word the spec gives every non-planned status', async () => {
    openHeader(profile({ lastActiveSession: running, nearestPlannedSession: planned }));
    expect(await screen.findByTestId('session-line')).toHaveTextContent('4 марта, втр · Завершена');
  });

  it('shows the date and time as "DD MMMM, YYYY HH:mm"', async () => {
    openHeader(profile({}));
    expect(await screen.findByTestId('clock')).toHaveTextContent(/^\d{2} [а-я]+, \d{4} \d{2}:\d{2}$/);
  });
});
