import { fireEvent, screen } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

let answers: Record<string, Answer>;
let calls: Call[];
beforeEach(() => {
  answers = {};
  calls = stubNetwork(({ url, method }) => answers[`${method} ${url}`]);
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) => renderShell(<Routes>{publicRoutes}</Routes>, { path });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('e-mail verification', () => {
  it('confirms the address once, on load, and links to the login', async () => {
    answers['POST /api/users/email/verify/'] = {
      status: 200,
      body: { detail: 'Адрес электронной почты подтверждён' },
    };
    open('/emailVerification/h-1');
    expect(await screen.findByText('Адрес электронной почты подтверждён')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко входу' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      { url: '/api/users/email/verify/', method: 'POST', body: { verificationHash: 'h-1' } },
    ]);
  });

  it('says why a link does not work', async () => {
    answers['POST /api/users/email/verify/'] = {
      status: 400,
      body: {
        message: 'Ошибка',
        errors: { verificationHash: ['Ссылка недействительна или уже использована'] },
      },
    };
    open('/emailVerification/h-2');
    expect(await screen.findByText('Ссылка недействительна или уже использована')).toBeInTheDocument();
  });
});

describe('password recovery', () => {
  it('asks for the e-mail and shows the server’s answer', async () => {
    const detail = 'Если этот адрес зарегистрирован, на него отправлена ссылка для восстановления пароля';
    answers['POST /api/users/password/recovery/'] = { status: 200, body: { detail } };
    open('/passwordRecovery');
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Это обязательное поле')).toBeInTheDocument();
    type('Email', 'Maria@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'maria@example.com' });
  });

  it('sets a new password by the link’s rule; the repeat must match', async () => {
    answers['POST /api/users/password/recovery/check/'] = { status: 200, body: { passwordMinLength: 12 } };
    answers['POST /api/users/password/recovery/set/'] = { status: 200, body: { detail: 'Пароль изменён' } };
    open('/passwordRecovery/tok-1');
    await screen.findByLabelText('Новый пароль');
    type('Новый пароль', 'Short1a');
    type('Повторите пароль', 'Other1a');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(
        'Пароль должен быть не короче 12 символов и содержать прописную букву, строчную букву и цифру',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    type('Новый пароль', 'Longenough123');
    type('Повторите пароль', 'Longenough123');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
    // The token travels in the bodies, never in an API path (paths end up in logs).
    expect(calls).toEqual([
      { url: '/api/users/password/recovery/check/', method: 'POST', body: { token: 'tok-1' } },
      {
        url: '/api/users/password/recovery/set/',
        method: 'POST',
        body: { token: 'tok-1', password: 'Longenough123' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Ко входу' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is no longer valid', async () => {
    answers['POST /api/users/password/recovery/check/'] = {
      status: 400,
      body: { message: 'Ссылка недействительна или истекла' },
    };
    open('/passwordRecovery/old');
    expect(await screen.findByText('Ссылка недействительна или истекла')).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  });
});

describe('registration complete', () => {
  it('says the agency must approve the account and that an e-mail was sent', async () => {
    open('/registrationComplete');
    expect(await screen.findByRole('heading', { name: 'Регистрация завершена' })).toBeInTheDocument();
    expect(screen.getByText(/после подтверждения агентством/)).toBeInTheDocument();
    expect(screen.getByText(/отправлено письмо/)).toBeInTheDocument();
  });
});
