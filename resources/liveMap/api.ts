import { graphql } from '../../dataProvider/client';
import type { MapStatus } from '../../domain/liveMap';

/** One person on the map (getUsersWithFiltersInArea's node). */
export interface MapPerson {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  latitude: number;
  longitude: number;
  online: boolean;
  session: {
    id: string;
    status: string;
    since: number | null;
    spot: { id: string; title: string; address: string | null } | null;
    activity: { id: string; title: string } | null;
    contactCount?: number;
  };
}

export interface MapMarker {
  latitude: number;
  longitude: number;
  count: number;
  person: MapPerson | null;
}

export interface MapAnswer {
  totalCount: number;
  onlineCount: number;
  edges: { cursor: string; node: MapPerson }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  markers: MapMarker[];
}

export interface MapBox {
  north: number;
  south: number;
  west: number;
  east: number;
}

const PERSON = `id firstName lastName photo latitude longitude online
  session { id status since spot { id title address } activity { id title } }`;

const MAP_QUERY = `query LiveMap($status: [String!], $after: String, $tl: Float, $tlg: Float, $br: Float, $brg: Float,
  $timeZone: String, $withMarkers: Boolean, $ended: Boolean, $first: Int) {
  getUsersWithFiltersInArea(status_In: $status, after: $after, isFired: false, timeZone: $timeZone,
    topLeftLatitude: $tl, topLeftLongitude: $tlg, bottomRightLatitude: $br, bottomRightLongitude: $brg,
    withMarkers: $withMarkers, lastActiveSession_Isended: $ended, first: $first) {
    totalCount onlineCount
    edges { cursor node { ${PERSON} } }
    pageInfo { hasNextPage endCursor }
    markers { latitude longitude count person { ${PERSON} } }
  } }`;

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The people in a box (or in the whole scope when none), with their markers: one request. */
export const fetchMap = async (options: {
  box: MapBox | null;
  statuses: MapStatus[];
  after?: string | null;
  withMarkers?: boolean;
  ended?: boolean;
}): Promise<MapAnswer> => {
  const { box } = options;
  const data = await graphql<{ getUsersWithFiltersInArea: MapAnswer }>(MAP_QUERY, {
    status: options.statuses,
    after: options.after ?? null,
    timeZone: timeZone(),
    withMarkers: options.withMarkers ?? true,
    ended: options.ended ?? null,
    ...(box ? { tl: box.north, tlg: box.west, br: box.south, brg: box.east } : {}),
  });
  return data.getUsersWithFiltersInArea;
};

const PERSON_QUERY = `query MapPerson($person: ID, $status: [String!], $timeZone: String) {
  getUsersWithFiltersInArea(person: $person, status_In: $status, first: 1, timeZone: $timeZone) {
    edges { node { id session { id contactCount } } } } }`;

/** The contacts so far of the session a person shows (the marker's popup). */
export const fetchContactCount = async (personId: string, statuses: MapStatus[]) => {
  const data = await graphql<{
    getUsersWithFiltersInArea: { edges: { node: { session: { contactCount: number } } }[] };
  }>(PERSON_QUERY, { person: personId, status: statuses, timeZone: timeZone() });
  return data.getUsersWithFiltersInArea.edges[0]?.node.session.contactCount ?? null;
};
