import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Viewer } from '../users/queries';

/** An open transaction, as the session writes and their checks share it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The value a viewer's scope compares with: their region, agency or own id (HQ: none). */
export const scopeValue = (viewer: Viewer): number | null => {
  switch (viewer.role) {
    case 'MANAGER_BU':
      return viewer.regionId ?? -1;
    case 'AGENCY_MANAGER':
      return viewer.agencyId ?? -1;
    case 'COORDINATOR':
      return viewer.id;
    default:
      return null;
  }
};

/**
 * The consultants whose sessions a viewer plans and sees (part 1 §6 "Map scope", issue 12): a
 * coordinator their team (consultant_Manager), an agency manager their agency, a business-unit
 * manager their region, HQ everyone. A SQL condition on the consultant's `users` row `u` (or on
 * another row with the same scope columns: `on`, e.g. the live map's `map_people` copy);
 * `value` is scopeValue(viewer), or a placeholder for it in a shaped query (server/db/shaped.ts).
 */
export const consultantScope = (
  viewer: Viewer,
  value: unknown = scopeValue(viewer),
  on: 'u' | 'm' = 'u',
): SQL => {
  const row = sql.raw(on);
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'MANAGER_BU':
      return sql`${row}.region_id = ${value}`;
    case 'AGENCY_MANAGER':
      return sql`${row}.agency_id = ${value}`;
    case 'COORDINATOR':
      return sql`${row}.manager_id = ${value}`;
    default:
      return sql`false`;
  }
};
