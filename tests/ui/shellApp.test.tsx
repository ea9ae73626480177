import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, OTP_TICKET_KEY } from '../../authProvider';
import { readAuthData } from '../../dataProvider/http';
import type { Role } from '../../domain/roles';
import { App } from '../../src/App';
import { logInAs, storedUser } from './shellHarness';

// The whole app against a stubbed network: token endpoints and the GraphQL endpoint.
let calls: string[];
let verifyStatus: number;
beforeEach(() => {
  calls = [];
  verifyStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : {};
      calls.push(url);
      const json = (status: number, data?: unknown) =>
        new Response(data === undefined ? null : JSON.stringify(data), { status });
      const role = (readAuthData()?.user.role ?? 'HQ') as Role;
      if (url === '/api/token/verify/')
        return verifyStatus === 200
          ? json(200, { token: body.token, user: storedUser(role) })
          : json(401, { detail: 'нет' });
      if (url === '/api/token/otp/') return json(200, { token: 'otp-token', user: storedUser('HQ') });
      if (url === '/api/token/logout/') return json(204);
      if (url === '/api/graphql/' && String(body.query).includes('profile'))
        return json(200, {
          data: { profile: { ...storedUser(role), agency: { id: 3, title: 'Агентство Север' } } },
        });
      if (url === '/api/graphql/')
        return json(200, {
          data: { activities: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false } } },
        });
      return json(404, { detail: 'Не найдено' });
    }),
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
// The stub stays until the file ends: a query started just before unmounting still gets an answer.
afterAll(() => {
  vi.unstubAllGlobals();
});

const openApp = (path: string) => {
  const seen: string[] = [];
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => seen.push(location.pathname)}>
      <App authProvider={createAuthProvider()} />
    </TestMemoryRouter>,
  );
  return seen;
};

// The first render of the whole app loads every module; allow it more than a second.
const landsOn = (seen: string[], path: string) =>
  waitFor(() => expect(seen.at(-1)).toBe(path), { timeout: 15_000 });

describe('the application shell', () => {
  it('sends a visitor without a login to /login', async () => {
    const seen = openApp('/sessions');
    await landsOn(seen, '/login');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('verifies a stored login once, then shows the dashboard inside the shell', async () => {
    logInAs('HQ');
    const seen = openApp('/');
    await landsOn(seen, '/dashboard');
    expect(await screen.findByText('Здравствуйте, Мария!')).toBeInTheDocument();
    expect(calls.filter((url) => url === '/api/token/verify/')).toHaveLength(1);
    expect(screen.getByTestId('breadcrumb-title')).toHaveTextContent('Главная');
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    expect(screen.getByText(`© 2016–${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(await screen.findByText('Агентство Север')).toBeInTheDocument();
  });

  it('shows a back arrow away from the dashboard that leads home', async () => {
    logInAs('HQ');
    const seen = openApp('/sessionsPlanning');
    // The calendar is a real screen now, loaded on demand: longer than a placeholder on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Календарь' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumb-title')).toHaveTextContent('Календарь');
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await landsOn(seen, '/dashboard');
  });

  it('sends the auditor’s back arrow to the audit page', async () => {
    logInAs('AUDITOR');
    const seen = openApp('/profile/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    await landsOn(seen, '/audit-page');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/audit-page');
  });

  it('sends the back arrow to the previous screen in the app when there is one', async () => {
    logInAs('HQ');
    const seen = openApp('/sessionsPlanning');
    // The calendar is a real screen now, loaded on demand: longer than a placeholder on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Календарь' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('menu-profile'));
    await landsOn(seen, '/profile/7');
    await waitFor(() => expect(screen.getByTestId('breadcrumb-title')).toHaveTextContent('Профиль'));
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await landsOn(seen, '/sessionsPlanning');
    expect(seen.at(-2)).toBe('/profile/7');
  });

  it('offers no back arrow on the auditor’s home when there is nowhere else to go', async () => {
    logInAs('AUDITOR');
    const seen = openApp('/audit-page');
    await landsOn(seen, '/audit-page');
    expect(await screen.findByTestId('breadcrumb-title')).toHaveTextContent('Аудит');
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('clears a stored login the server refuses and goes to /login', async () => {
    logInAs('HQ');
    verifyStatus = 401;
    const seen = openApp('/dashboard');
    await landsOn(seen, '/login');
    expect(readAuthData()).toBeNull();
  });

  it('shows the error page for an unknown path and for /error', async () => {
    logInAs('HQ');
    openApp('/no-such-screen');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
  });

  it('shows /error without a login', async () => {
    openApp('/error');
    expect(await screen.findByText('ОШИБКА!')).toBeInTheDocument();
  });

  it('refuses the devices page to a coordinator, at the address asked for', async () => {
    logInAs('COORDINATOR');
    const seen = openApp('/devices');
    // The whole app loads first; under a full parallel run that takes over the default second.
    expect(await screen.findByText('Извините, у вас нет прав!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
    expect(seen.at(-1)).toBe('/devices');
    expect(seen).not.toContain('/access-denied');
    // One h1 on the page: the refusal's, not the breadcrumb's too.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['ОШИБКА!']);
  });

  it('titles a list page with one h1, the breadcrumb’s', async () => {
    logInAs('HQ');
    openApp('/devices');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Устройства' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    '/scratch-cards',
    '/new-devices',
    '/disclaimers',
    '/media',
    '/interview-kits',
    '/formats',
    '/data-matrixes',
    '/points-coverage',
    '/cigarettes',
  ])('refuses the reference page %s to a coordinator, at that address', async (path) => {
    logInAs('COORDINATOR');
    const seen = openApp(path);
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
    expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(path);
    expect(seen).not.toContain('/access-denied');
  });

  it('logs out from the menu: the server is told and the user lands on /login', async () => {
    logInAs('CONSULTANT');
    const seen = openApp('/');
    await landsOn(seen, '/profile/7');
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('Выход'));
    await landsOn(seen, '/login');
    expect(calls).toContain('/api/token/logout/');
    expect(readAuthData()).toBeNull();
  });

  it('finishes a two-factor login on the code page and enters the shell', async () => {
    sessionStorage.setItem(OTP_TICKET_KEY, 't-1');
    const seen = openApp('/login/validateOtp');
    fireEvent.change(await screen.findByLabelText('Код верификации'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await landsOn(seen, '/dashboard');
    expect(await screen.findByText('Здравствуйте, Мария!')).toBeInTheDocument();
    expect(readAuthData()?.token).toBe('otp-token');
  });
});
