import { apiUrl, request } from '../../dataProvider/http';

export interface OtpSetting {
  otpEnabled: boolean;
  otpAuthUrl: string | null;
  otpBase32: string | null;
  otpVerified: boolean;
}

/** POST /api/users/otp/setup/: a fresh secret, as an otpauth:// address and as base32 text. */
export const setupTwoFactor = () =>
  request<{ otpAuthUrl: string; otpBase32: string }>(apiUrl('users/otp/setup'), { method: 'POST', body: {} });

/** POST /api/users/otp/verify/: a right code turns two-factor on; a wrong one answers errors.token. */
export const verifyTwoFactor = (token: string) =>
  request<{ otpEnabled: boolean }>(apiUrl('users/otp/verify'), { method: 'POST', body: { token } });

export const disableTwoFactor = (token: string) =>
  request(apiUrl('users/otp/disable'), { method: 'POST', body: { token } });
