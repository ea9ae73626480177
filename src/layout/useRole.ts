import { createContext } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { homePath } from '../../domain/permissions';
import { isRole, ROLE_LABELS, type Role } from '../../domain/roles';

/** The logged-in user's role, its label in the current language, and their home. */
export const useRole = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | null>();
  const role = isRole(permissions) ? permissions : null;
  return {
    role,
    roleLabel: role ? translate(`app.role.${role}`, { _: ROLE_LABELS[role] }) : '',
    home: homePath(role),
  };
};

/**
 * The role as the shell read it (ShellLayout), for what a list repeats on every row (PermittedLink):
 * one context read, not each row's own permissions query (its observer, its subscription). Outside
 * the shell, undefined.
 */
export const ShellRole = createContext<Role | null | undefined>(undefined);
