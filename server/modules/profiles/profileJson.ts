import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { sessionBriefJson } from '../sessions/queries';
import { findProfile, type Viewer } from '../users/queries';
import { type PartName, type ProfileParts, partsOf, partsSql } from './parts';
import { USER_SET_SIZE } from './profileFields';
import { directSubordinates } from './queries';
import { mayReadQuestionnaire, visibleQuestionnaire } from './questionnaireFields';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const REST_PARTS: PartName[] = [
  'details',
  'city',
  'manager',
  'responsible',
  'cities',
  'departments',
  'lastActiveSession',
  'nearestPlannedSession',
];

/**
 * "Profile (full)" (part 1 §3) as REST answers it (GET /api/users/{id}/ and the own-profile
 * PATCH): 404 alike for no such user and one outside the viewer's scope, as GraphQL's null. The
 * profile and its parts in one statement, the direct subordinates in a second.
 */
export const profileJson = async (db: Db, viewer: Viewer, id: number) => {
  const row = await findProfile(db, viewer, id, partsSql(REST_PARTS));
  if (!row) throw notFound();
  const { user: u, agency, region } = row;
  const parts = partsOf(row) as Pick<ProfileParts, (typeof REST_PARTS)[number]>;
  const { details, city, manager, responsible, cities, departments } = parts;
  const userSet = await directSubordinates(db, viewer, u.id, USER_SET_SIZE);
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    midName: u.midName,
    birthDate: seconds(u.birthDate),
    city,
    phone: u.phone,
    photo: u.photo,
    email: u.email,
    role: u.role,
    verifiedByAgency: u.verifiedByAgency,
    isFired: u.isFired,
    firedReason: u.firedReason,
    firedTimeStr: u.firedTime?.toISOString() ?? null,
    startWorkTime: seconds(u.startWorkTime),
    latitude: u.latitude,
    longitude: u.longitude,
    height: details?.height ?? null,
    weight: details?.weight ?? null,
    closeSize: details?.closeSize ?? null,
    breastSize: details?.breastSize ?? null,
    waistSize: details?.waistSize ?? null,
    thighSize: details?.thighSize ?? null,
    features: details?.features ?? null,
    ...visibleQuestionnaire(viewer, u),
    questionnaireVisible: mayReadQuestionnaire(viewer, u.id),
    agency: agency && {
      id: agency.id,
      title: agency.title,
      logo: agency.logo,
      phone: agency.phone,
      address: agency.address,
      email: agency.email,
      latitude: agency.latitude,
      longitude: agency.longitude,
    },
    manager: manager && {
      id: manager.id,
      firstName: manager.firstName,
      lastName: manager.lastName,
      phone: manager.phone,
      email: manager.email,
      photo: manager.photo,
    },
    region: region && { id: region.id, title: region.title },
    userSet: userSet.map((s) => ({
      id: s.id,
      role: s.role,
      firstName: s.firstName,
      lastName: s.lastName,
      photo: s.photo,
    })),
    crManager: responsible,
    spotResponsible: responsible && { id: responsible.id, fullName: responsible.name },
    cities,
    departments,
    lastActiveSession: sessionBriefJson(parts.lastActiveSession),
    nearestPlannedSession: sessionBriefJson(parts.nearestPlannedSession),
  };
};
