import { apiUrl, request } from '../../../dataProvider/http';

const recoveryUrl = (token: string) => apiUrl(`users/password/recovery/${encodeURIComponent(token)}`);

/** POST /api/users/password/recovery/: always 200 with a text to show (it never says whether the address exists). */
export const requestRecovery = (email: string) =>
  request<{ detail: string }>(apiUrl('users/password/recovery'), { method: 'POST', body: { email } });

/** GET /api/users/password/recovery/{token}/: the link is valid, and the password rule of its user. */
export const checkRecoveryLink = (token: string) =>
  request<{ passwordMinLength: number }>(recoveryUrl(token));

export const setRecoveredPassword = (token: string, password: string) =>
  request<{ detail: string }>(recoveryUrl(token), { method: 'POST', body: { password } });

/** POST /api/users/password/change/: the logged-in user's new password, with the current one. */
export const changePassword = (currentPassword: string, password: string) =>
  request<{ detail?: string }>(apiUrl('users/password/change'), {
    method: 'POST',
    body: { currentPassword, password },
  });
