import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { ShellMenu } from '../../src/layout/ShellMenu';
import { renderShell } from './shellHarness';

// Part 1 §6, written out by hand so that a wrong permission table fails here.
const EXPECTED: Record<Role, string[]> = {
  HQ: [
    'Главная',
    'Проекты',
    'Профиль',
    'Сессии',
    'Календарь',
    'Карта',
    'Редактирование сессий',
    'Скретч-карты',
    'Серийные номера',
    'Точки продаж',
    'Устройства',
    'Справочники',
    'Программы',
    'Расчёты',
    'Фотоконтроль',
    'Аудит',
    'Data Matrix',
    'Покрытие точек',
    'Сигареты',
    'Оборудование',
    'Выход',
  ],
  MANAGER_BU: [
    'Главная',
    'Проекты',
    'Профиль',
    'Сессии',
    'Календарь',
    'Карта',
    'Редактирование сессий',
    'Устройства',
    'Выход',
  ],
  AGENCY_HR: ['Главная', 'Проекты', 'Профиль', 'Выход'],
  AGENCY_MANAGER: [
    'Главная',
    'Проекты',
    'Профиль',
    'Сессии',
    'Календарь',
    'Карта',
    'Редактирование сессий',
    'Выход',
  ],
  COORDINATOR: [
    'Главная',
    'Проекты',
    'Профиль',
    'Сессии',
    'Календарь',
    'Карта',
    'Редактирование сессий',
    'Точки продаж',
    'Фотоконтроль',
    'Аудит',
    'Оборудование',
    'Выход',
  ],
  AUDITOR: ['Профиль', 'Аудит', 'Выход'],
  HELPDESK: ['Профиль', 'Выход'],
  CONSULTANT: ['Профиль', 'Выход'],
};

const menuTexts = async () => {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0));
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('the side menu', () => {
  for (const [role, items] of Object.entries(EXPECTED)) {
    it(`shows ${role} exactly: ${items.join(', ')}`, async () => {
      renderShell(<ShellMenu />, { role: role as Role });
      expect(await menuTexts()).toEqual(items);
    });
  }

  it('links the profile item to the user’s own profile and Audit to the audit page', async () => {
    renderShell(<ShellMenu />, { role: 'COORDINATOR' });
    await waitFor(() => expect(screen.getByTestId('menu-profile')).toHaveAttribute('href', '/profile/7'));
    expect(screen.getByTestId('menu-audit')).toHaveAttribute('href', '/audit-page');
    expect(screen.getByTestId('menu-home')).toHaveAttribute('href', '/dashboard');
  });

  it('replaces the menu with Back and the activities when Projects is clicked, and goes back', async () => {
    const activities = [
      { id: 11, title: 'Весенняя акция', status: 'ACTIVE' },
      { id: 12, title: 'Летний тур', status: 'CONSTRUCTION' },
    ];
    let asked: any;
    renderShell(<ShellMenu />, {
      role: 'HQ',
      dataProvider: {
        getList: async (resource, params) => {
          asked = { resource, ...params };
          return { data: activities as any, total: 2 };
        },
      },
    });
    fireEvent.click(await screen.findByText('Проекты'));
    await waitFor(() => expect(screen.getByText('Летний тур')).toBeInTheDocument());
    // HQ also starts a new project here (issue 13).
    expect(await menuTexts()).toEqual(['Назад', 'Новый проект', 'Весенняя акция', 'Летний тур']);
    expect(screen.getByText('Новый проект').closest('a')).toHaveAttribute('href', '/activity/new');
    expect(screen.getByText('Весенняя акция').closest('a')).toHaveAttribute('href', '/activity/11');
    expect(asked).toMatchObject({ resource: 'activities', sort: { field: 'title', order: 'ASC' } });

    fireEvent.click(screen.getByText('Назад'));
    expect(await menuTexts()).toEqual(EXPECTED.HQ);
  });

  it('opens the HQ reference-data submenu with Back and the six tables, and goes back', async () => {
    renderShell(<ShellMenu />, { role: 'HQ' });
    fireEvent.click(await screen.findByText('Справочники'));
    expect(await menuTexts()).toEqual([
      'Назад',
      'Бренды',
      'Форматы',
      'Комплименты',
      'Дисклеймеры',
      'Медиа',
      'Опросники',
    ]);
    expect(screen.getByTestId('menu-disclaimers')).toHaveAttribute('href', '/disclaimers');
    expect(screen.getByTestId('menu-interviewKits')).toHaveAttribute('href', '/interview-kits');
    expect(screen.getByTestId('menu-brands')).toHaveAttribute('href', '/brands');
    fireEvent.click(screen.getByText('Назад'));
    expect(await menuTexts()).toEqual(EXPECTED.HQ);
  });
});
