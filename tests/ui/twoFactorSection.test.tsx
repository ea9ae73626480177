import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { shellRoutes } from '../../src/routes';
import { type Answer, type Call, stubNetwork } from './networkStub';
import { fullProfile } from './profileFixtures';
import { renderShell } from './shellHarness';

const { Routes } = reactRouterProvider;

let otpEnabled: boolean;
let verifyAnswer: Answer;
let calls: Call[];
beforeEach(() => {
  otpEnabled = false;
  verifyAnswer = { status: 200, body: { otpEnabled: true } };
  calls = stubNetwork(({ url, body }) => {
    if (url === '/api/graphql/' && body.operationName === 'TwoFactor')
      return {
        status: 200,
        body: {
          data: {
            profile: {
              id: '7',
              otpsetting: { otpEnabled, otpAuthUrl: null, otpBase32: null, otpVerified: otpEnabled },
            },
          },
        },
      };
    if (url === '/api/graphql/' && body.operationName === 'ProfilePage')
      return { status: 200, body: { data: { profile: fullProfile(String(body.variables.id)) } } };
    if (url === '/api/users/otp/setup/')
      return {
        status: 200,
        body: {
          otpAuthUrl: 'otpauth://totp/FieldPromo:maria?secret=JBSWY3DPEHPK3PXP',
          otpBase32: 'JBSWY3DPEHPK3PXP',
        },
      };
    if (url === '/api/users/otp/verify/') {
      if (verifyAnswer.status === 200) otpEnabled = true;
      return verifyAnswer;
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const openProfile = (id: number) =>
  renderShell(<Routes>{shellRoutes}</Routes>, { role: 'CONSULTANT', path: `/profile/${id}`, dataProvider });

const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Код верификации'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
};

const startSetup = async () => {
  openProfile(7);
  fireEvent.click(await screen.findByRole('button', { name: 'Включить двухфакторную аутентификацию' }));
  expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  expect(screen.getByTitle('QR-код для приложения-аутентификатора')).toBeInTheDocument();
};

describe('the two-factor section of one’s own profile', () => {
  it('shows “Неверный код” under the field for a wrong code', async () => {
    verifyAnswer = {
      status: 400,
      body: { message: 'Проверьте введённые данные', errors: { token: ['Неверный код'] } },
    };
    await startSetup();
    enterCode('000000');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(screen.getByLabelText('Код верификации')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.url === '/api/users/otp/verify/')?.body).toEqual({ token: '000000' });
  });

  it('turns two-factor on with the right code and reloads the profile', async () => {
    await startSetup();
    enterCode('123456');
    expect(await screen.findByText('Двухфакторная аутентификация включена')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Отключить двухфакторную аутентификацию' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.body?.operationName === 'TwoFactor').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('is not on someone else’s profile', async () => {
    openProfile(8);
    expect(await screen.findByText('Извините, у вас нет прав!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Двухфакторная аутентификация' })).not.toBeInTheDocument();
  });
});
