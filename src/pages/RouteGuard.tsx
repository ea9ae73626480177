import { type ComponentType, createElement, isValidElement, type ReactNode } from 'react';
import { useCanAccess, usePermissions, useResourceContext } from 'react-admin';
import { can, type Permission } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import type { ResourceView } from '../../resources/registration';
import { NoRightsPage } from './ErrorPage';

/** A route's declared roles, enforced (part 1 §2, the second reading). */
export const RouteGuard = ({ permission, children }: { permission: Permission; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return can(isRole(permissions) ? permissions : null, permission) ? children : <NoRightsPage />;
};

type ViewAction = 'list' | 'create' | 'edit' | 'show';

/**
 * A resource view for whom may open it; anyone else gets the one refusal page at the URL they
 * asked for. Without it, react-admin's controllers would redirect to /access-denied.
 */
export const ResourceGuard = ({ action, children }: { action: ViewAction; children: ReactNode }) => {
  const resource = useResourceContext();
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return null;
  return canAccess ? children : <NoRightsPage />;
};

const guarded = (view: ResourceView[ViewAction], action: ViewAction) => {
  if (!view) return view;
  const element = isValidElement(view) ? view : createElement(view as ComponentType);
  return <ResourceGuard action={action}>{element}</ResourceGuard>;
};

/** A <Resource>'s props with each view behind its ResourceGuard. */
export const guardViews = (resource: ResourceView): ResourceView => ({
  ...resource,
  list: guarded(resource.list, 'list'),
  create: guarded(resource.create, 'create'),
  edit: guarded(resource.edit, 'edit'),
  show: guarded(resource.show, 'show'),
});
