import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';

/** Whether a live (not DELETED) session of the viewer's scope is or was planned at a spot (`spotId` may be a column). */
export const hasScopedSessionAtSpotSql = (viewer: Viewer, spotId: SQL) =>
  sql`exists (select 1 from sessions s join users u on u.id = s.consultant_id
    where s.spot_id = ${spotId} and s.status <> 'DELETED' and ${consultantScope(viewer)})`;
