import { screen, waitFor } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { shellRoutes } from '../../src/routes';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

const AGENCY = {
  id: 3,
  title: 'Промо Старт',
  isRegOpened: true,
  registrationHash: 'promo-start-2026',
  region: null,
  city: null,
};

const openAs = (role: Role, path: string) => {
  const seen: string[] = [];
  renderShell(<Routes>{shellRoutes}</Routes>, {
    role,
    path,
    onLocation: (p) => seen.push(p),
    dataProvider: { getOne: async () => ({ data: AGENCY as any }) },
  });
  return seen;
};

const expectRefused = async () => {
  expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
  expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
};

describe('route guards (the declared roles are enforced)', () => {
  it('refuses the calculations page to a coordinator', async () => {
    openAs('COORDINATOR', '/salaries');
    await expectRefused();
    expect(screen.queryByText('Расчёты')).not.toBeInTheDocument();
  });

  it('shows the calculations page to HQ, after a pending indicator', async () => {
    openAs('HQ', '/salaries');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Расчёты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Расчёт зарплаты' })).toBeInTheDocument();
    expect(screen.queryByText('Извините, у вас нет прав!')).not.toBeInTheDocument();
  });

  it('lets the agency manager into agency/{id} (both agency roles are allowed)', async () => {
    openAs('AGENCY_MANAGER', '/agency/3');
    expect(await screen.findByRole('heading', { name: 'Промо Старт' })).toBeInTheDocument();
    expect(screen.queryByText('Извините, у вас нет прав!')).not.toBeInTheDocument();
  });

  it('lets agency HR edit agency/{id}', async () => {
    openAs('AGENCY_HR', '/agency/3/edit');
    expect(await screen.findByRole('heading', { name: /^Редактирование/ })).toBeInTheDocument();
    expect(screen.queryByText('Извините, у вас нет прав!')).not.toBeInTheDocument();
  });

  it('refuses agency/{id} to HQ', async () => {
    openAs('HQ', '/agency/3/edit');
    await expectRefused();
  });

  it('refuses the dashboard to the auditor', async () => {
    openAs('AUDITOR', '/dashboard');
    await expectRefused();
  });

  it('opens the audit page to the auditor', async () => {
    openAs('AUDITOR', '/audit-page');
    expect(await screen.findByRole('heading', { name: 'Аудит' })).toBeInTheDocument();
  });

  it('shows the dashboard with the user’s name', async () => {
    openAs('AGENCY_HR', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(await screen.findByText('Здравствуйте, Мария!')).toBeInTheDocument();
  });
});

describe('the index', () => {
  const lands = async (role: Role, expected: string) => {
    const seen = openAs(role, '/');
    await waitFor(() => expect(seen.at(-1)).toBe(expected));
  };

  it('sends HQ to the dashboard', () => lands('HQ', '/dashboard'));
  it('sends the auditor to the audit page', () => lands('AUDITOR', '/audit-page'));
  it('sends a consultant to their own profile', () => lands('CONSULTANT', '/profile/7'));
});
