import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

const OPTIONS = {
  agency: { id: 3, title: 'Агентство Север', logo: null, phone: '+77010000000', isRegOpened: true },
  corporateDomains: ['north.kz'],
  allowedDomains: ['north.kz', 'mail.ru'],
  iinRequired: true,
  cities: [
    { id: 1, title: 'Алматы' },
    { id: 2, title: 'Астана' },
  ],
};

let options: Answer;
let registerAnswer: Answer;
let calls: Call[];
beforeEach(() => {
  options = { status: 200, body: OPTIONS };
  registerAnswer = { status: 201, body: { id: 42 } };
  calls = stubNetwork(({ url, method }) => {
    if (url.startsWith('/api/users/register/options/?registrationHash=')) return options;
    if (url === '/api/users/register/' && method === 'POST') return registerAnswer;
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const openSignUp = () => {
  const seen: string[] = [];
  renderShell(<Routes>{publicRoutes}</Routes>, { path: '/signUp/abc123', onLocation: (p) => seen.push(p) });
  return seen;
};

const form = () => screen.findByRole('form', { name: 'Регистрация' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

const fillValid = async () => {
  // The date picker is fetched on demand; a disabled field stands in until it comes.
  await waitFor(() => expect(screen.getByLabelText(/^Дата рождения/)).toBeEnabled());
  type(/^Роль/, 'CONSULTANT');
  type(/^Email/, 'ivan@mail.ru');
  type(/^Пароль/, 'Secretpass123');
  type(/^Фамилия/, 'Петров');
  type(/^Имя/, 'Иван');
  type(/^ИИН/, '900101300123');
  type(/^Город/, '2');
  type(/^Дата рождения/, '01.01.1990');
  type(/^Пол/, 'MALE');
  fireEvent.click(screen.getByLabelText('Согласие на обработку персональных данных'));
};

describe('the sign-up page', () => {
  it('shows the title, the agency, the three sections and only the offered roles', async () => {
    openSignUp();
    await form();
    expect(screen.getByRole('heading', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByText('Агентство Север')).toBeInTheDocument();
    for (const section of ['Учётная запись', 'Основные данные', 'Дополнительные данные'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    const roles = within(screen.getByLabelText(/^Роль/))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter(Boolean);
    expect(roles).toEqual(['Мобильный Консультант', 'Супервайзер', 'Аудитор']);
    // Others get the agency from the link, read-only.
    expect(screen.getByLabelText('Агентство')).toHaveValue('Агентство Север');
    expect(screen.getByLabelText('Агентство')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Согласие на обработку персональных данных')).not.toBeChecked();
    expect(calls[0].url).toBe('/api/users/register/options/?registrationHash=abc123');
  });

  it('lists the missing fields under “Следующие поля обязательны”, each field saying why', async () => {
    openSignUp();
    await form();
    save();
    const notice = await screen.findByRole('alert', { name: 'Следующие поля обязательны' });
    const listed = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'Роль',
      'Email',
      'Пароль',
      'Фамилия',
      'Имя',
      'ИИН',
      'Город',
      'Согласие на обработку персональных данных',
    ]);
    expect(screen.getAllByText('Это обязательное поле')).toHaveLength(8);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('accepts Cyrillic names only', async () => {
    openSignUp();
    await form();
    type(/^Фамилия/, 'Petrov');
    save();
    expect(await screen.findByText('Поле должно содержать только кирилицу')).toBeInTheDocument();
  });

  it('asks a supervisor for a corporate e-mail', async () => {
    openSignUp();
    await form();
    type(/^Роль/, 'COORDINATOR');
    type(/^Email/, 'ivan@mail.ru');
    save();
    expect(await screen.findByText('Укажите корпоративную почту')).toBeInTheDocument();
  });

  it('neither shows nor sends the IIN when the link does not require it', async () => {
    options = { status: 200, body: { ...OPTIONS, iinRequired: false } };
    openSignUp();
    await form();
    expect(screen.queryByLabelText(/^ИИН/)).not.toBeInTheDocument();
  });

  it('sends the shaped data and goes to /registrationComplete', async () => {
    const seen = openSignUp();
    await form();
    await fillValid();
    save();
    await waitFor(() => expect(seen.at(-1)).toBe('/registrationComplete'));
    const posted = calls.find((c) => c.url === '/api/users/register/')!.body;
    expect(posted).toMatchObject({
      role: 'CONSULTANT',
      email: 'ivan@mail.ru',
      lastName: 'Петров',
      firstName: 'Иван',
      midName: null,
      iin: '900101300123',
      city: 2,
      isAgreementAccepted: true,
      registrationHash: 'abc123',
      birthDate: 631152000,
      gender: 1,
      phone: null,
    });
    expect(posted).not.toHaveProperty('agency');
    expect(await screen.findByRole('heading', { name: 'Регистрация завершена' })).toBeInTheDocument();
  });

  it('shows the server’s errors per field, messages joined', async () => {
    registerAnswer = {
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: { email: ['Пользователь с таким email уже есть', 'Проверьте адрес'], iin: ['ИИН уже занят'] },
      },
    };
    openSignUp();
    await form();
    await fillValid();
    save();
    expect(
      await screen.findByText('Пользователь с таким email уже есть Проверьте адрес'),
    ).toBeInTheDocument();
    expect(screen.getByText('ИИН уже занят')).toBeInTheDocument();
  });

  it('says the registration is closed for an unknown or closed link', async () => {
    options = { status: 404, body: { detail: 'Регистрация сейчас закрыта' } };
    openSignUp();
    expect(await screen.findByText('Регистрация сейчас закрыта')).toBeInTheDocument();
    expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
