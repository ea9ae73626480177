import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_TICKET_KEY } from '../../authProvider';
import { readAuthData, writeAuthData } from '../../dataProvider/http';
import { i18nProvider } from '../../src/i18n';
import { publicScreenFor } from '../../src/public/paths';
import { StandaloneLogin } from '../../src/public/StandaloneLogin';

/** /login before react-admin loads (main.tsx): the same form on the auth provider directly. */
const user = {
  id: 7,
  email: 'maria@example.com',
  firstName: 'Мария',
  lastName: 'Иванова',
  photo: null,
  role: 'HQ',
};

let answers: { status: number; body?: unknown }[];
let posted: { url: string; body: any }[];
beforeEach(() => {
  answers = [];
  posted = [];
  window.history.replaceState(null, '', '/login');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  writeAuthData(null);
  await i18nProvider.changeLocale('ru');
});

const open = (first: 'login' | 'otp' = 'login', next = '/') => {
  const enterApp = vi.fn();
  const preloadApp = vi.fn();
  render(<StandaloneLogin first={first} next={next} enterApp={enterApp} preloadApp={preloadApp} />);
  return { enterApp, preloadApp };
};

const signIn = async (email: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
};

describe('the login page before react-admin loads', () => {
  it('says what is missing without calling the server', async () => {
    const { enterApp } = open();
    await signIn('', '');
    expect(await screen.findAllByText('Это обязательное поле')).toHaveLength(2);
    expect(posted).toHaveLength(0);
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('shows the server’s message and stays when the credentials are wrong', async () => {
    answers.push({ status: 400, body: { message: 'Неверный email или пароль', errors: {} } });
    const { enterApp } = open();
    await signIn('maria@example.com', 'wrong');
    expect(await screen.findByText('Неверный email или пароль')).toBeInTheDocument();
    expect(readAuthData()).toBeNull();
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('signs in, starts loading the app at once, and enters it where the visitor was heading', async () => {
    answers.push({ status: 200, body: { token: 'tok', user } });
    const { enterApp, preloadApp } = open('login', '/profile/7');
    await signIn('Maria@Example.com', 'Secret123');
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/profile/7'));
    expect(preloadApp).toHaveBeenCalled();
    expect(posted[0]).toEqual({
      url: '/api/token/',
      body: { email: 'maria@example.com', password: 'Secret123' },
    });
    expect(readAuthData()?.token).toBe('tok');
  });

  it('asks for the code when two-factor is on, then enters the app', async () => {
    answers.push({ status: 200, body: { otpRequired: true, ticket: 't-1' } });
    answers.push({ status: 200, body: { token: 'tok', user } });
    const { enterApp } = open();
    await signIn('maria@example.com', 'Secret123');
    fireEvent.change(await screen.findByLabelText('Код верификации'), { target: { value: ' 123456 ' } });
    expect(window.location.pathname).toBe('/login/validateOtp');
    expect(enterApp).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith('/'));
    expect(posted[1]).toEqual({ url: '/api/token/otp/', body: { ticket: 't-1', token: '123456' } });
    expect(sessionStorage.getItem(OTP_TICKET_KEY)).toBeNull();
  });

  it('shows a wrong code on the code field and stays', async () => {
    sessionStorage.setItem(OTP_TICKET_KEY, 't-1');
    answers.push({
      status: 400,
      body: { message: 'Проверьте введённые данные', errors: { token: ['Неверный код'] } },
    });
    const { enterApp } = open('otp');
    fireEvent.change(await screen.findByLabelText('Код верификации'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('switches to English in place', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('follows the recovery link into the app without a reload', async () => {
    const { enterApp } = open();
    const link = await screen.findByRole('link', { name: 'Забыли пароль?' });
    expect(link).toHaveAttribute('href', '/passwordRecovery');
    fireEvent.click(link);
    expect(enterApp).toHaveBeenCalledWith('/passwordRecovery');
  });
});

describe('which first screen main.tsx renders', () => {
  it('loads the app for a signed-in user and for the app’s own public pages', () => {
    expect(publicScreenFor('/login', true)).toBeNull();
    expect(publicScreenFor('/dashboard', true)).toBeNull();
    expect(publicScreenFor('/signUp/abc', false)).toBeNull();
    expect(publicScreenFor('/passwordRecovery', false)).toBeNull();
    expect(publicScreenFor('/passwordRecovery/tok', false)).toBeNull();
    expect(publicScreenFor('/emailVerification/h', false)).toBeNull();
  });

  it('shows the login, or the code page, to a visitor without a login', () => {
    expect(publicScreenFor('/login', false)).toBe('login');
    expect(publicScreenFor('/', false)).toBe('login');
    expect(publicScreenFor('/formats', false)).toBe('login');
    expect(publicScreenFor('/login/validateOtp', false)).toBe('otp');
  });
});
