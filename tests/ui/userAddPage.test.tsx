import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, reactRouterProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import type { Role } from '../../domain/roles';
import { shellRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

let addAnswer: Answer;
let calls: Call[];
beforeEach(() => {
  addAnswer = { status: 201, body: { id: 51 } };
  calls = stubNetwork(({ url, body }) => {
    if (url === '/api/graphql/' && body.operationName === 'Agencies')
      return {
        status: 200,
        body: {
          data: {
            agencies: {
              totalCount: 2,
              edges: [
                { cursor: 'a', node: { id: '3', title: 'Агентство Север' } },
                { cursor: 'b', node: { id: '4', title: 'Агентство Юг' } },
              ],
              pageInfo: { hasNextPage: false, hasPreviousPage: false },
            },
          },
        },
      };
    if (url === '/api/users/add/') return addAnswer;
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const openAs = (role: Role) =>
  renderShell(
    <>
      <Routes>{shellRoutes}</Routes>
      <Notification />
    </>,
    { role, path: '/user/add', dataProvider },
  );

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

const fill = async (password: string) => {
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Агентство Юг' })).toHaveLength(1));
  type(/^Роль/, 'CONSULTANT');
  type(/^Email/, 'new.user@north.kz');
  type(/^Пароль/, password);
  type(/^Фамилия/, 'Сидоров');
  type(/^Имя/, 'Пётр');
  type(/^Отчество/, 'Ильич');
  type(/^ИИН/, '900101300123');
  type(/^Агентство/, '4');
  fireEvent.click(screen.getByLabelText('Согласие на обработку персональных данных'));
};

describe('the admin add-user page', () => {
  it('is titled “Добавление пользователя” and offers agency HR its staff roles only', async () => {
    openAs('AGENCY_HR');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Добавление пользователя' }),
    ).toBeInTheDocument();
    const roles = within(screen.getByLabelText(/^Роль/))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter(Boolean);
    expect(roles).toEqual(['Мобильный Консультант', 'Супервайзер', 'Менеджер агентства', 'Администратор']);
  });

  it('says what a weak password lacks, in the spec’s words', async () => {
    openAs('HQ');
    await screen.findByRole('form', { name: 'Добавление пользователя' });
    await fill('abc');
    save();
    expect(
      await screen.findByText(
        'Пароль должен содердать как минимум одну прописную букву, одну строчную букву, и одну цифру. А также быть не короче 6 символов.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/users/add/')).toBe(false);
  });

  it('lists the missing fields, the agreement by its name', async () => {
    openAs('HQ');
    await screen.findByRole('form', { name: 'Добавление пользователя' });
    save();
    const notice = await screen.findByRole('alert', { name: 'Следующие поля обязательны' });
    expect(within(notice).getByText('Согласие на обработку персональных данных')).toBeInTheDocument();
    expect(screen.getAllByText('Это обязательное поле.').length).toBeGreaterThanOrEqual(8);
  });

  it('shows the server’s errors per field', async () => {
    addAnswer = {
      status: 400,
      body: { message: 'Ошибка', errors: { email: ['Пользователь с таким email уже существует'] } },
    };
    openAs('HQ');
    await screen.findByRole('form', { name: 'Добавление пользователя' });
    await fill('Abcdef1');
    save();
    expect(await screen.findByText('Пользователь с таким email уже существует')).toBeInTheDocument();
  });

  it('creates the user, says so and empties the form', async () => {
    openAs('HQ');
    await screen.findByRole('form', { name: 'Добавление пользователя' });
    await fill('Abcdef1');
    save();
    expect(await screen.findByText('Пользователь создан')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/users/add/')?.body).toMatchObject({
      role: 'CONSULTANT',
      email: 'new.user@north.kz',
      agency: 4,
      midName: 'Ильич',
      gender: null,
      birthDate: null,
    });
    expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('');
  });
});
