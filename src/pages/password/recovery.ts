import { apiUrl, request } from '../../../dataProvider/http';

/** POST /api/users/password/recovery/: always 200 with a text to show (it never says whether the address exists). */
export const requestRecovery = (email: string) =>
  request<{ detail: string }>(apiUrl('users/password/recovery'), { method: 'POST', body: { email } });

/**
 * POST /api/users/password/recovery/check/: the link is valid, and the password rule of its user.
 * The mailed token goes in the body (the page's address carries it, an API path must not: logs).
 */
export const checkRecoveryLink = (token: string) =>
  request<{ passwordMinLength: number }>(apiUrl('users/password/recovery/check'), {
    method: 'POST',
    body: { token },
  });

/** POST /api/users/password/recovery/set/: the new password through the link. */
export const setRecoveredPassword = (token: string, password: string) =>
  request<{ detail: string }>(apiUrl('users/password/recovery/set'), {
    method: 'POST',
    body: { token, password },
  });

/** POST /api/users/password/change/: the logged-in user's new password, with the current one. */
export const changePassword = (currentPassword: string, password: string) =>
  request<{ detail?: string }>(apiUrl('users/password/change'), {
    method: 'POST',
    body: { currentPassword, password },
  });
