import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAuthData, writeAuthData } from '../../dataProvider/http';
import type { Role } from '../../domain/roles';
import { AccountGate } from '../../src/layout/AccountGate';
import { type Call, stubNetwork } from './networkStub';
import { renderShell, storedUser } from './shellHarness';

let calls: Call[];
beforeEach(() => {
  calls = stubNetwork(({ url, body }) =>
    url !== '/api/users/password/change/'
      ? undefined
      : body.currentPassword === 'Old-pass-2024'
        ? { status: 200, body: {} }
        : {
            status: 400,
            body: {
              message: 'Проверьте введённые данные',
              errors: { currentPassword: ['Неверный текущий пароль'] },
            },
          },
  );
});
afterEach(() => vi.unstubAllGlobals());

const openAs = (role: Role, user: Record<string, unknown>) => {
  writeAuthData({ token: 'stored-token', user: { ...storedUser(role), ...user } });
  renderShell(
    <AccountGate>
      <p>Экран приложения</p>
    </AccountGate>,
    {},
  );
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the account gate before every screen', () => {
  it('shows only the inactive-profile error to a consultant the agency has not verified', async () => {
    openAs('CONSULTANT', { verifiedByAgency: null });
    expect(await screen.findByText('Ваш профиль не активен, свяжитесь с агентством')).toBeInTheDocument();
    expect(screen.getByText('ОШИБКА!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выход' })).toBeInTheDocument();
    expect(screen.queryByText('Экран приложения')).not.toBeInTheDocument();
  });

  it('lets HQ in without an agency verification', async () => {
    openAs('HQ', { verifiedByAgency: null });
    expect(await screen.findByText('Экран приложения')).toBeInTheDocument();
  });

  it('asks for a new password by the role’s rule while the old one has expired', async () => {
    openAs('COORDINATOR', { passwordExpired: true });
    expect(await screen.findByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    expect(screen.queryByText('Экран приложения')).not.toBeInTheDocument();

    type('Новый пароль', 'Short1a');
    type('Повторите пароль', 'Short1a');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(
        'Пароль должен быть не короче 16 символов и содержать прописную букву, строчную букву и цифру',
      ),
    ).toBeInTheDocument();

    type('Новый пароль', 'Supervisor-pass-2024');
    type('Повторите пароль', 'Supervisor-pass-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    type('Повторите пароль', 'Supervisor-pass-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Это обязательное поле')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    type('Текущий пароль', 'Wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный текущий пароль')).toBeInTheDocument();

    type('Текущий пароль', 'Old-pass-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Экран приложения')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/users/password/change/',
      body: { currentPassword: 'Old-pass-2024', password: 'Supervisor-pass-2024' },
    });
    await waitFor(() => expect(readAuthData()?.user.passwordExpired).toBe(false));
  });
});
