import { knownTimeZone } from '../../../domain/csv';
import { MAP_PAGE_SIZE, mapStatuses, mapWindow, onlineUnderFilter } from '../../../domain/liveMap';
import { authorize, builder, type GraphQLContext, toId } from '../../graphql/builder';
import { gqlError } from '../../http/errors';
import { localParts, nextDay, zonedMoment } from '../sessions/zone';
import { contactCount, type MapFilter, type MapMarkerRow, type MapPersonRow, mapPeople } from './queries';

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

interface PersonNode extends MapPersonRow {
  online: boolean;
}

const Named = builder.objectRef<{ id: number; title: string }>('MapNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});
const MapSpot = builder
  .objectRef<{ id: number; title: string; address: string | null }>('MapSpot')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      address: t.exposeString('address', { nullable: true }),
    }),
  });

const MapSession = builder.objectRef<PersonNode>('MapSession').implement({
  description: 'The session a person shows on the map (part 1 §4 status filter).',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.sessionId }),
    status: t.string({ resolve: (p) => p.status }),
    since: t.int({
      nullable: true,
      description: 'Started at, or planned to (epoch seconds).',
      resolve: (p) => seconds(p.since),
    }),
    spot: t.field({ type: MapSpot, nullable: true, resolve: (p) => p.spot }),
    activity: t.field({ type: Named, nullable: true, resolve: (p) => p.activity }),
    contactCount: t.int({
      description: 'The contacts so far (ask for one person at a time: the popup).',
      resolve: (p, _a, ctx) => contactCount(ctx.db, p.sessionId),
    }),
  }),
});

const MapPerson = builder.objectRef<PersonNode>('MapPerson').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.id }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.exposeString('photo', { nullable: true }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    locatedAt: t.int({ nullable: true, resolve: (p) => seconds(p.locatedAt) }),
    online: t.exposeBoolean('online'),
    session: t.field({ type: MapSession, resolve: (p) => p }),
  }),
});

const MapMarker = builder.objectRef<MapMarkerRow & { person: PersonNode | null }>('MapMarker').implement({
  description: 'One person, or a grid cell of `count` people when many are in view.',
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    count: t.exposeInt('count'),
    person: t.field({ type: MapPerson, nullable: true, resolve: (m) => m.person }),
  }),
});

interface MapPeopleAnswer {
  totalCount: number;
  onlineCount: number;
  edges: { cursor: string; node: PersonNode }[];
  hasNextPage: boolean;
  markers: (MapMarkerRow & { person: PersonNode | null })[];
}

const MapEdge = builder.objectRef<{ cursor: string; node: PersonNode }>('MapPersonEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: MapPerson, resolve: (e) => e.node }),
  }),
});
const MapPageInfo = builder.objectRef<MapPeopleAnswer>('MapPageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (a) => a.edges.at(-1)?.cursor ?? null }),
  }),
});
const MapPeople = builder.objectRef<MapPeopleAnswer>('MapPeopleConnection').implement({
  description: `The people in view: how many, a page of at most ${MAP_PAGE_SIZE} (part 1 §9), and the markers of all.`,
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    onlineCount: t.exposeInt('onlineCount'),
    edges: t.field({ type: [MapEdge], resolve: (a) => a.edges }),
    pageInfo: t.field({ type: MapPageInfo, resolve: (a) => a }),
    markers: t.field({
      type: [MapMarker],
      description: 'Every person in view (withMarkers: true), grouped into cells when many.',
      resolve: (a) => a.markers,
    }),
  }),
});

const cursorOf = (id: number) => Buffer.from(`map:${id}`).toString('base64');
const afterOf = (cursor: string | null | undefined) => {
  if (!cursor) return 0;
  const match = /^map:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64').toString());
  if (!match) throw gqlError('BAD_USER_INPUT', 'after: not a cursor of this list');
  return Number(match[1]);
};

const idArg = (value: string | number | null | undefined) => (value == null ? null : (toId(value) ?? -1));

const momentArg = (value: string | null | undefined, name: string) => {
  if (value == null || value === '') return null;
  const ms = /^\d{9,10}$/.test(value) ? Number(value) * 1000 : Date.parse(value);
  if (Number.isNaN(ms) || !/^\d/.test(value))
    throw gqlError('BAD_USER_INPUT', `${name} must be epoch seconds or an ISO 8601 moment`);
  return new Date(ms);
};

const coordinate = (value: number | null | undefined, limit: number, name: string) => {
  if (value == null) return null;
  if (!Number.isFinite(value) || value < -limit || value > limit)
    throw gqlError('BAD_USER_INPUT', `${name} must be within -${limit}..${limit}`);
  return value;
};

type MapArgs = {
  owner?: string | number | null;
  agency?: string | number | null;
  region?: string | number | null;
  lastKnownCity?: string | number | null;
  first?: number | null;
  after?: string | null;
  topLeftLatitude?: number | null;
  topLeftLongitude?: number | null;
  bottomRightLatitude?: number | null;
  bottomRightLongitude?: number | null;
  isFired?: boolean | null;
  sessionTime_Gte?: string | null;
  sessionTime_Lte?: string | null;
  lastActiveSession_Isended?: boolean | null;
  status_In?: string[] | null;
  timeZone?: string | null;
  person?: string | number | null;
  withMarkers?: boolean | null;
};

const resolveMap = async (args: MapArgs, ctx: GraphQLContext, regionDefault: number | null) => {
  const viewer = authorize(ctx, 'map.read');
  const first = args.first ?? MAP_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > MAP_PAGE_SIZE)
    throw gqlError('BAD_USER_INPUT', `first must be 0..${MAP_PAGE_SIZE}`);
  const north = coordinate(args.topLeftLatitude, 90, 'topLeftLatitude');
  const west = coordinate(args.topLeftLongitude, 180, 'topLeftLongitude');
  const south = coordinate(args.bottomRightLatitude, 90, 'bottomRightLatitude');
  const east = coordinate(args.bottomRightLongitude, 180, 'bottomRightLongitude');
  const corners = [north, west, south, east].filter((c) => c !== null).length;
  if (corners !== 0 && corners !== 4)
    throw gqlError('BAD_USER_INPUT', 'the map corners come four together (top left and bottom right)');
  if (corners === 4 && south! > north!)
    throw gqlError('BAD_USER_INPUT', 'bottomRightLatitude must not be north of topLeftLatitude');
  if (args.status_In?.some((s) => !['PLANNED', 'STARTED', 'COMPLETED'].includes(s)))
    throw gqlError('BAD_USER_INPUT', 'status_In must list of: PLANNED, STARTED, COMPLETED');
  const statuses = mapStatuses(args.status_In);
  const zone = knownTimeZone(args.timeZone);
  const now = new Date();
  const endOfNextDay = zonedMoment(nextDay(nextDay(localParts(now, zone).date)), '00:00', zone);
  const filter: MapFilter = {
    box: corners === 4 ? { north: north!, west: west!, south: south!, east: east! } : null,
    window: mapWindow(statuses, now, endOfNextDay),
    owner: idArg(args.owner),
    agency: idArg(args.agency),
    region: args.region == null ? regionDefault : idArg(args.region),
    city: idArg(args.lastKnownCity),
    isFired: args.isFired ?? false,
    ended: args.lastActiveSession_Isended ?? null,
    from: momentArg(args.sessionTime_Gte, 'sessionTime_Gte'),
    to: momentArg(args.sessionTime_Lte, 'sessionTime_Lte'),
    person: args.person == null ? null : idArg(args.person),
  };
  const answer = await mapPeople(
    ctx.db,
    viewer,
    filter,
    { first: first + 1, after: afterOf(args.after) },
    args.withMarkers ?? false,
  );
  const online = onlineUnderFilter(statuses);
  const node = (p: MapPersonRow): PersonNode => ({ ...p, online: online && p.running });
  const people = new Map(answer.people.map((p) => [p.id, node(p)]));
  const page = answer.page.map(node);
  return {
    totalCount: answer.total,
    onlineCount: online ? answer.running : 0,
    edges: page.slice(0, first).map((p) => ({ cursor: cursorOf(p.id), node: p })),
    hasNextPage: page.length > first,
    markers: answer.markers.map((m) => ({
      ...m,
      person: m.personId === null ? null : (people.get(m.personId) ?? null),
    })),
  };
};

const mapArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  owner: t.arg.id({ description: 'The coordinator whose team (within the viewer’s scope).' }),
  agency: t.arg.id(),
  region: t.arg.id(),
  lastKnownCity: t.arg.id({ description: 'The city of the session the position comes from.' }),
  first: t.arg.int({ description: `At most ${MAP_PAGE_SIZE} (part 1 §9).` }),
  after: t.arg.string(),
  topLeftLatitude: t.arg.float(),
  topLeftLongitude: t.arg.float(),
  bottomRightLatitude: t.arg.float(),
  bottomRightLongitude: t.arg.float(),
  isFired: t.arg.boolean({ description: 'false (the default): the working staff.' }),
  sessionTime_Gte: t.arg.string({
    description: 'The shown session’s start (or planned start) from: epoch seconds or ISO 8601.',
  }),
  sessionTime_Lte: t.arg.string({ description: 'The shown session’s start (or planned start) up to.' }),
  lastActiveSession_Isended: t.arg.boolean(),
  status_In: t.arg.stringList({
    description: 'The map status filter (part 1 §4): PLANNED, STARTED, COMPLETED; all by default.',
  }),
  timeZone: t.arg.string({ description: 'Whose "end of the next day" (Asia/Almaty when absent).' }),
  person: t.arg.id({ description: 'One person only (the marker’s popup).' }),
  withMarkers: t.arg.boolean({ description: 'Also the markers of everyone in view.' }),
});

builder.queryFields((t) => ({
  /**
   * getUsersWithFiltersInArea (part 1 §7): the consultants in the map's box, in the viewer's
   * scope (§6: a coordinator their team, an agency manager their agency, MANAGER_BU their region,
   * HQ everyone; owner, agency and region only narrow it), by the status filter's windows (§4).
   */
  getUsersWithFiltersInArea: t.field({
    type: MapPeople,
    args: mapArgs(t),
    resolve: (_r, args, ctx) => resolveMap(args, ctx, null),
  }),
  /** The business-unit variant (part 1 §7): the same, by region (the viewer's own when not named). */
  getUsersWithFiltersInAreaBu: t.field({
    type: MapPeople,
    args: mapArgs(t),
    resolve: (_r, args, ctx) => resolveMap(args, ctx, ctx.viewer?.regionId ?? null),
  }),
}));
