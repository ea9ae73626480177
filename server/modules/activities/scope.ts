import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../users/queries';

/**
 * The activities a viewer sees (issue 13 point 1), a condition on `activities` aliased `a`: HQ
 * every one; an agency (HR, manager) those its people have sessions in; a coordinator those their
 * team has sessions in; a business-unit manager those with sessions of its region's consultants.
 * Anyone else none (the consultant's, auditor's and helpdesk's menus have no Projects).
 */
export const activityScope = (viewer: Viewer): SQL => {
  const worked = (people: SQL) =>
    sql`a.id in (select s.activity_id from sessions s where s.status <> 'DELETED'
      and s.consultant_id in (select u.id from users u where ${people}))`;
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'AGENCY_HR':
    case 'AGENCY_MANAGER':
      return worked(sql`u.agency_id = ${viewer.agencyId ?? -1}`);
    case 'COORDINATOR':
      return worked(sql`u.manager_id = ${viewer.id}`);
    case 'MANAGER_BU':
      return worked(sql`u.region_id = ${viewer.regionId ?? -1}`);
    default:
      return sql`false`;
  }
};
