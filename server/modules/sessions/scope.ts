import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Viewer } from '../users/queries';

/** An open transaction, as the session writes and their checks share it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The consultants whose sessions a viewer plans and sees (part 1 §6 "Map scope", issue 12): a
 * coordinator their team (consultant_Manager), an agency manager their agency, a business-unit
 * manager their region, HQ everyone. A SQL condition on the consultant's `users` row `u`.
 */
export const consultantScope = (viewer: Viewer): SQL => {
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'MANAGER_BU':
      return sql`u.region_id = ${viewer.regionId ?? -1}`;
    case 'AGENCY_MANAGER':
      return sql`u.agency_id = ${viewer.agencyId ?? -1}`;
    case 'COORDINATOR':
      return sql`u.manager_id = ${viewer.id}`;
    default:
      return sql`false`;
  }
};
