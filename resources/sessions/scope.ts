import type { Role } from '../../domain/roles';

type Ref = { id: string | number } | null | undefined;

/** The viewer as the session scope reads them: their id, agency and region. */
export interface SessionViewer {
  role: Role | null;
  id?: string | number | null;
  agency?: Ref;
  region?: Ref;
}

/** A consultant as their profile gives them: their manager (coordinator), agency and region. */
export interface SessionPerson {
  manager?: Ref;
  agency?: Ref;
  region?: Ref;
}

const same = (a: Ref, b: Ref) => a?.id != null && b?.id != null && String(a.id) === String(b.id);

/**
 * Whether a person's sessions are the viewer's to open: the browser's twin of the server's
 * consultantScope (server/modules/sessions/scope.ts): HQ everyone's, MANAGER_BU their region's,
 * AGENCY_MANAGER their agency's, a coordinator their team's (the consultants they manage); no one
 * else's. A link to a session outside it would open a «not found».
 */
export const inSessionScope = (viewer: SessionViewer, person: SessionPerson): boolean => {
  switch (viewer.role) {
    case 'HQ':
      return true;
    case 'MANAGER_BU':
      return same(viewer.region, person.region);
    case 'AGENCY_MANAGER':
      return same(viewer.agency, person.agency);
    case 'COORDINATOR':
      return viewer.id != null && same({ id: viewer.id }, person.manager);
    default:
      return false;
  }
};
