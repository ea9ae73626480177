import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { can, type Permission } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import { NoRightsPage } from './ErrorPage';

/** A route's declared roles, enforced (part 1 §2, the second reading). */
export const RouteGuard = ({ permission, children }: { permission: Permission; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return can(isRole(permissions) ? permissions : null, permission) ? children : <NoRightsPage />;
};
