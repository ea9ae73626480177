import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import type { Role } from '../../domain/roles';
import { shellRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { fullProfile } from './profileFixtures';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;
afterEach(() => vi.unstubAllGlobals());

type Answers = Partial<Record<string, (call: Call) => Answer>>;

/** The server as the page sees it; the viewer is user 7 (tests/ui/shellHarness.tsx). */
const serve = (answers: Answers = {}) =>
  stubNetwork((call) => {
    const op = call.body?.operationName ?? (String(call.body?.query ?? '').match(/\{\s*(\w+)/)?.[1] || '');
    const key = call.url === '/api/graphql/' ? op : `${call.method} ${call.url}`;
    const custom = answers[key];
    if (custom) return custom(call);
    if (key === 'ProfilePage')
      return { status: 200, body: { data: { profile: fullProfile(String(call.body.variables.id)) } } };
    if (key === 'TwoFactor')
      return { status: 200, body: { data: { profile: { id: '7', otpsetting: null } } } };
    return undefined;
  });

const open = (role: Role, id: number | string, answers?: Answers) => {
  const calls = serve(answers);
  renderShell(<Routes>{shellRoutes}</Routes>, { role, path: `/profile/${id}`, dataProvider });
  return calls;
};

const teamAnswer = (names: string[]) => () => ({
  status: 200,
  body: {
    data: {
      team: {
        totalCount: names.length,
        edges: names.map((lastName, i) => ({
          node: {
            id: String(20 + i),
            role: 'CONSULTANT',
            firstName: 'А',
            lastName,
            managerId: '12',
            depth: 1,
          },
        })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  },
});

describe('profile/{id}: the view rules in the browser', () => {
  it('shows one’s own profile with its set fields, the edit button and the history', async () => {
    open('CONSULTANT', 7);
    expect(await screen.findByRole('heading', { name: 'Иванова Мария Павловна' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Редактировать' })).toHaveAttribute('href', '/profile/7/edit');
    const main = screen.getByRole('region', { name: 'Данные пользователя' });
    expect(within(main).getByText('+7 701 111 22 33')).toBeInTheDocument();
    expect(within(main).getByText('17.04.1999')).toBeInTheDocument();
    // A field that is not set is not shown.
    const measures = screen.getByRole('region', { name: 'Параметры' });
    expect(within(measures).getByText('168')).toBeInTheDocument();
    expect(within(measures).queryByText('Вес, кг')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'История' });
    expect(within(history).getByText('Жумабеков Ерлан')).toBeInTheDocument();
    expect(within(history).getByText('Назначен руководитель Нурланова Асель')).toBeInTheDocument();
  });

  it('labels the manager’s and the agency’s names as such, and says when no measurements are set', async () => {
    open('CONSULTANT', 7, {
      ProfilePage: () => ({
        status: 200,
        body: { data: { profile: fullProfile('7', { height: null, closeSize: null, thighSize: null }) } },
      }),
    });
    const manager = await screen.findByRole('region', { name: 'Руководитель' });
    expect(within(manager).getByText('ФИО')).toBeInTheDocument();
    expect(within(manager).queryByText('Фамилия')).not.toBeInTheDocument();
    const agency = screen.getByRole('region', { name: 'Агентство' });
    expect(within(agency).getByText('Название')).toBeInTheDocument();
    expect(within(agency).getByText('Агентство Север')).toBeInTheDocument();
    expect(within(agency).queryByText('Фамилия')).not.toBeInTheDocument();
    const measures = screen.getByRole('region', { name: 'Параметры' });
    expect(within(measures).getByText('Параметры пока не указаны')).toBeInTheDocument();
  });

  it('names the thigh girth «Обхват бедра»', async () => {
    open('CONSULTANT', 7, {
      ProfilePage: () => ({
        status: 200,
        body: { data: { profile: fullProfile('7', { thighSize: 92 }) } },
      }),
    });
    const measures = await screen.findByRole('region', { name: 'Параметры' });
    expect(within(measures).getByText('Обхват бедра, см')).toBeInTheDocument();
    expect(within(measures).getByText('92')).toBeInTheDocument();
    expect(within(measures).queryByText('Параметры пока не указаны')).not.toBeInTheDocument();
  });

  it('refuses a consultant anyone else’s profile without asking the server', async () => {
    const calls = open('CONSULTANT', 8);
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
    expect(calls.some((c) => c.body?.operationName === 'ProfilePage')).toBe(false);
  });

  it('lets a coordinator see a team member, without an edit button, with the team under them', async () => {
    const calls = open('COORDINATOR', 12, { team: teamAnswer(['Абаев', 'Бекова']) });
    expect(await screen.findByRole('heading', { name: 'Иванова Мария Павловна' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
    const team = screen.getByTestId('profile-team');
    expect(await within(team).findByRole('link', { name: 'Бекова А' })).toHaveAttribute(
      'href',
      '/profile/21',
    );
    expect(calls.find((c) => String(c.body?.query).includes('team('))?.body.variables).toMatchObject({
      root: '12',
      first: 100,
    });
  });

  it('refuses a coordinator a profile outside the team: the server answers it as missing', async () => {
    open('COORDINATOR', 40, {
      ProfilePage: () => ({ status: 200, body: { data: { profile: null } } }),
    });
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
  });

  it('shows the message when the server answers 403 (an agency role outside its agency)', async () => {
    open('AGENCY_HR', 40, {
      ProfilePage: () => ({
        status: 200,
        body: { data: { profile: null }, errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] },
      }),
    });
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
  });
});

describe('assignment dialogs', () => {
  const coordinator = () => ({
    status: 200,
    body: {
      data: { profile: fullProfile('20', { role: 'COORDINATOR', cities: [{ id: '1', title: 'Алматы' }] }) },
    },
  });

  it('offers HQ the manager, spot responsible and cities dialogs for a supervisor', async () => {
    open('HQ', 20, { ProfilePage: coordinator });
    for (const name of ['Назначить менеджера', 'Назначить ответственного за точки', 'Назначить города'])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });

  it('says which list failed to load: the cities, then the CR list', async () => {
    open('HQ', 20, {
      ProfilePage: coordinator,
      cities: () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }),
      crManagers: () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }),
      userCities: () => ({ status: 200, body: { data: { userCities: [{ id: '1', title: 'Алматы' }] } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить города' }));
    expect(await screen.findByText('Ошибка загрузки списка городов. Попробуйте позже.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назначить ответственного за точки' }));
    expect(await screen.findByText('Ошибка загрузки списка CR')).toBeInTheDocument();
  });

  it('says when the supervisor’s own cities fail, and when the assignment fails', async () => {
    const calls = open('HQ', 20, {
      ProfilePage: coordinator,
      cities: () => ({ status: 200, body: { data: { cities: [{ id: '1', title: 'Алматы' }] } } }),
      userCities: () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }),
      'PATCH /api/users/20/': () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить города' }));
    expect(
      await screen.findByText('Ошибка загрузки списка городов супервайзера. Попробуйте позже.'),
    ).toBeInTheDocument();
    // Nothing chosen: at least one city is needed, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Назначить' }));
    expect(await screen.findByText('Выберите хотя бы один город')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Алматы' }));
    // A multiple select stays open after a choice; Escape closes it.
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Назначить' }));
    expect(await screen.findByText('Ошибка назначения городов. Попробуйте позже.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ cities: [1] }));
  });
});
