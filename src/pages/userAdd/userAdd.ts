import { apiUrl, request } from '../../../dataProvider/http';
import { ASSIGNABLE_ROLES } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';

/** The roles an administrator may give: HQ any; agency HR the agency's own staff roles. */
export const rolesOffered = (role: Role | null): readonly Role[] =>
  role ? (ASSIGNABLE_ROLES[role] ?? []) : [];

/** POST /api/users/add/ → 201 {id}, or 400 with the errors per field. */
export const addUser = (payload: unknown) =>
  request<{ id: number }>(apiUrl('users/add'), { method: 'POST', body: payload });
