import type { Identifier } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import { toSubmissionError } from '../../dataProvider/rest';

/**
 * The verification calls of part 1 §7 (not CRUD, so not through the data provider's create/update).
 * A failure comes back as the forms take it: field errors, and the general one as root.serverError.
 */
const call = async <T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> => {
  try {
    return await request<T>(apiUrl(path), { method, body });
  } catch (error) {
    throw toSubmissionError(error);
  }
};

export const employeeApi = {
  approve: (id: Identifier, body: { startWorkTime: number | null; period: number; timeZone: string }) =>
    call(`users/${id}/verify/`, 'POST', body),
  /** Removes the verification: the applicant is turned down (or an employee dismissed without a reason). */
  unapprove: (id: Identifier) => call(`users/${id}/verify/`, 'DELETE'),
  fire: (id: Identifier, body: { firedReason: string; firedTimeStr: string; isFired: true }) =>
    call(`users/${id}/`, 'PATCH', body),
  prolong: (ids: readonly Identifier[], period: number) =>
    call<{ users: { id: number; verifiedUntil: number }[] }>('users/prolongate/', 'POST', {
      users_ids: ids.map(Number),
      period,
      // Where a lapsed approval's new term starts: today's midnight on the approver's clock.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
};
