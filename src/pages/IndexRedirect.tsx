import { Navigate, useGetIdentity, usePermissions } from 'react-admin';
import { can } from '../../domain/permissions';
import { isRole } from '../../domain/roles';

/** '/' → the dashboard; the auditor's home is the audit page (part 1 §6). */
export const IndexRedirect = () => {
  const { permissions, isPending } = usePermissions();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (isPending || identityPending) return null;
  const role = isRole(permissions) ? permissions : null;
  if (role === 'AUDITOR') return <Navigate to="/audit-page" replace />;
  if (can(role, 'screen.dashboard')) return <Navigate to="/dashboard" replace />;
  // The spec is silent on roles without a dashboard (CONSULTANT, HELPDESK): their own profile.
  return <Navigate to={`/profile/${identity?.id ?? ''}`} replace />;
};
