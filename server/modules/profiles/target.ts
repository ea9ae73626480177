import { can, type Permission } from '../../../domain/permissions';
import type { Db } from '../../db';
import { forbidden, notFound, profileInactive } from '../../http/errors';
import { findProfile, type Viewer } from '../users/queries';

/** The PATCH dispatcher's route is open to any login; each part checks its own permission here. */
export const requirePermission = (viewer: Viewer, permission: Permission) => {
  if (viewer.inactive) throw profileInactive();
  if (!can(viewer.role, permission)) throw forbidden();
};

/**
 * The user a change is about, read through the viewer's profile scope: 404 alike when there is
 * no such user and when the viewer may not see them (no probing whether ids exist).
 */
export const scopedTarget = async (db: Db, viewer: Viewer, targetId: number) => {
  const row = await findProfile(db, viewer, targetId);
  if (row) return row.user;
  throw notFound();
};

export const fullName = (p: { lastName: string; firstName: string }) => `${p.lastName} ${p.firstName}`;
