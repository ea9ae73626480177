import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_TICKET_KEY } from '../../authProvider';
import { readAuthData } from '../../dataProvider/http';
import { LoginRoute, publicRoutes } from '../../src/routes';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const openLogin = () => {
  const seen: string[] = [];
  renderShell(<LoginRoute />, { path: '/login', onLocation: (p) => seen.push(p) });
  return seen;
};

const fillIn = async (email: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
};

describe('the login page', () => {
  it('says what is missing without calling the server', async () => {
    openLogin();
    await fillIn('', '');
    expect(await screen.findAllByText('Это обязательное поле')).toHaveLength(2);
    expect(posted).toHaveLength(0);
  });

  it('shows the server’s message when the credentials are wrong', async () => {
    answers.push({ status: 400, body: { message: 'Неверный email или пароль', errors: {} } });
    openLogin();
    await fillIn('maria@example.com', 'wrong');
    expect(await screen.findByText('Неверный email или пароль')).toBeInTheDocument();
    expect(readAuthData()).toBeNull();
  });

  it('shows the server’s Russian message when it asks to wait (429), not the HTTP status', async () => {
    answers.push({ status: 429, body: { detail: 'Слишком много попыток. Повторите позже' } });
    openLogin();
    await fillIn('maria@example.com', 'wrong');
    expect(await screen.findByText('Слишком много попыток. Повторите позже')).toBeInTheDocument();
    expect(screen.queryByText(/Request to/)).toBeNull();
  });

  it('logs in and goes home', async () => {
    answers.push({ status: 200, body: { token: 'tok', user } });
    const seen = openLogin();
    await fillIn('Maria@Example.com', 'Secret123');
    await waitFor(() => expect(seen.at(-1)).toBe('/'));
    expect(posted[0]).toEqual({
      url: '/api/token/',
      body: { email: 'maria@example.com', password: 'Secret123' },
    });
    expect(readAuthData()?.token).toBe('tok');
  });

  it('links to password recovery', async () => {
    openLogin();
    expect(await screen.findByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/passwordRecovery',
    );
  });

  it('goes to the code page when two-factor is on', async () => {
    answers.push({ status: 200, body: { otpRequired: true, ticket: 't-1' } });
    const seen = openLogin();
    await fillIn('maria@example.com', 'Secret123');
    await waitFor(() => expect(seen.at(-1)).toBe('/login/validateOtp'));
  });
});

describe('the code page', () => {
  const openOtp = () => {
    sessionStorage.setItem(OTP_TICKET_KEY, 't-1');
    const seen: string[] = [];
    renderShell(<Routes>{publicRoutes}</Routes>, {
      path: '/login/validateOtp',
      onLocation: (p) => seen.push(p),
    });
    return seen;
  };
  const enter = async (code: string) => {
    fireEvent.change(await screen.findByLabelText('Код верификации'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  };

  it('shows "Неверный код" on the field for a wrong code', async () => {
    answers.push({
      status: 400,
      body: { message: 'Проверьте введённые данные', errors: { token: ['Неверный код'] } },
    });
    openOtp();
    await enter('000000');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ url: '/api/token/otp/', body: { ticket: 't-1', token: '000000' } });
  });

  it('shows the server’s words for an expired ticket and the way back to the login', async () => {
    answers.push({
      status: 400,
      body: {
        message: 'Проверьте введённые данные',
        errors: { ticket: ['Срок действия входа истёк. Войдите снова'] },
      },
    });
    openOtp();
    await enter('123456');
    expect(await screen.findByText('Срок действия входа истёк. Войдите снова')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко входу' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem(OTP_TICKET_KEY)).toBeNull();
  });

  it('logs in with the right code and goes home', async () => {
    answers.push({ status: 200, body: { token: 'otp-token', user } });
    const seen = openOtp();
    await enter('123456');
    await waitFor(() => expect(seen.at(-1)).toBe('/'));
    expect(readAuthData()?.token).toBe('otp-token');
  });
});
