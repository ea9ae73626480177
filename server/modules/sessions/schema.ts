import { sql } from 'drizzle-orm';
import { knownTimeZone } from '../../../domain/csv';
import { SESSION_STATUSES } from '../../../domain/validation/sessions';
import { SESSION_BULK_MESSAGES } from '../../../domain/validation/sessionsBulk';
import { sessions } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import './choices';
import { MIN_SEARCH_LENGTH, resolveSearch } from './filter';
import {
  SESSION_SORTS,
  type SessionEventRow,
  type SessionRow,
  sessionCount,
  sessionHistory,
  sessionPage,
  sessionRows,
} from './list';
import { isDay, nextDay, zonedMoment } from './zone';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const Ref = builder.objectRef<{ id: number; title: string }>('SessionNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const SessionConsultant = builder
  .objectRef<{ id: number; firstName: string; lastName: string; photo: string | null }>('SessionConsultant')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      photo: t.exposeString('photo', { nullable: true }),
    }),
  });

const SessionSpot = builder
  .objectRef<{
    id: number;
    title: string;
    legalName: string | null;
    address: string | null;
    customerNumber: string | null;
    city: { id: number; title: string } | null;
  }>('SessionListSpot')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      legalName: t.exposeString('legalName', { nullable: true }),
      address: t.exposeString('address', { nullable: true }),
      customerNumber: t.exposeString('customerNumber', { nullable: true }),
      city: t.field({ type: Ref, nullable: true, resolve: (s) => s.city }),
    }),
  });

const SessionEvent = builder.objectRef<SessionEventRow>('SessionEvent').implement({
  description: 'One change of a session: who, when, what (details: { field: [before, after] }).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    details: t.string({ description: 'JSON.', resolve: (e) => JSON.stringify(e.details) }),
    createdAt: t.int({ resolve: (e) => Math.floor(e.createdAt.getTime() / 1000) }),
    createdAtStr: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    actor: t.field({
      type: SessionConsultant,
      nullable: true,
      resolve: (e) =>
        e.actorId === null
          ? null
          : {
              id: e.actorId,
              firstName: e.actorFirstName ?? '',
              lastName: e.actorLastName ?? '',
              photo: null,
            },
    }),
  }),
});

/** A session as part 1 §3 lists it; times in epoch seconds, *Str in ISO 8601. */
export const Session = builder.objectRef<SessionRow>('Session').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.id }),
    date: t.string({
      nullable: true,
      description: 'The planned start, ISO 8601.',
      resolve: (r) => r.plannedStartTime?.toISOString() ?? null,
    }),
    plannedStartTime: t.int({ nullable: true, resolve: (r) => seconds(r.plannedStartTime) }),
    plannedEndTime: t.int({ nullable: true, resolve: (r) => seconds(r.plannedEndTime) }),
    startTime: t.int({ nullable: true, resolve: (r) => seconds(r.startTime) }),
    startTimeStr: t.string({ nullable: true, resolve: (r) => r.startTime?.toISOString() ?? null }),
    stopTime: t.int({ nullable: true, resolve: (r) => seconds(r.stopTime) }),
    stopTimeStr: t.string({ nullable: true, resolve: (r) => r.stopTime?.toISOString() ?? null }),
    hourCount: t.int({ resolve: (r) => r.hourCount }),
    status: t.string({ resolve: (r) => r.status }),
    corruptedReason: t.string({ nullable: true, resolve: (r) => r.corruptedReason }),
    consultant: t.field({
      type: SessionConsultant,
      resolve: (r) => ({
        id: r.consultantId,
        firstName: r.consultantFirstName,
        lastName: r.consultantLastName,
        photo: r.consultantPhoto,
      }),
    }),
    activity: t.field({
      type: Ref,
      nullable: true,
      resolve: (r) => (r.activityId === null ? null : { id: r.activityId, title: r.activityTitle ?? '' }),
    }),
    spot: t.field({
      type: SessionSpot,
      nullable: true,
      resolve: (r) =>
        r.spotId === null
          ? null
          : {
              id: r.spotId,
              title: r.spotTitle ?? '',
              legalName: r.spotLegalName,
              address: r.spotAddress,
              customerNumber: r.spotCustomerNumber,
              city: r.spotCityId === null ? null : { id: r.spotCityId, title: r.spotCityTitle ?? '' },
            },
    }),
    city: t.field({
      type: Ref,
      nullable: true,
      resolve: (r) => (r.cityId === null ? null : { id: r.cityId, title: r.cityTitle ?? '' }),
    }),
    region: t.field({
      type: Ref,
      nullable: true,
      resolve: (r) => (r.regionId === null ? null : { id: r.regionId, title: r.regionTitle ?? '' }),
    }),
    history: t.field({
      type: [SessionEvent],
      description: 'Who created, changed and deleted it, oldest first (read for one session at a time).',
      resolve: (r, _a, ctx) => sessionHistory(ctx.db, r.id),
    }),
  }),
});

/** The most sessions one calendar answer holds (a team of 2,000 for a week fits). */
export const CALENDAR_LIMIT = 20_000;

const noFilter = {
  statusIn: null,
  from: null,
  to: null,
  consultant: null,
  manager: null,
  activity: null,
  spot: null,
  city: null,
  region: null,
};

const moment = (value: string | null | undefined, name: string) => {
  if (value == null || value === '') return null;
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms))
    throw gqlError('BAD_USER_INPUT', `${name} must be an ISO 8601 date or moment`);
  return new Date(ms);
};

const idArg = (value: string | number | null | undefined) => (value == null ? null : (toId(value) ?? -1));

builder.queryFields((t) => ({
  /** sessionData(id), part 1 §7: one session in the viewer's scope (null otherwise), with its history. */
  sessionData: t.field({
    type: Session,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      const id = toId(args.id);
      if (!id) return null;
      const [row] = await sessionRows(
        ctx.db,
        viewer,
        { ...noFilter, includeDeleted: true },
        { where: sql`${sessions.id} = ${sql.placeholder('id')}`, shape: 'id', values: { id } },
        1,
      );
      return row ?? null;
    },
  }),
  /**
   * myTeamSessions(coordinator, from, to), part 1 §7: the team calendar — the sessions of the
   * coordinator's consultants whose planned start is in [from, to), every status but DELETED, in
   * the viewer's scope (a coordinator asking for another's team gets nothing).
   */
  myTeamSessions: t.field({
    type: [Session],
    args: {
      coordinator: t.arg.id({ required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      const from = moment(args.from, 'from')!;
      const to = moment(args.to, 'to')!;
      if (to.getTime() - from.getTime() > 62 * 86_400_000 || to <= from)
        throw gqlError('BAD_USER_INPUT', 'from..to must be a span of at most 62 days');
      return sessionRows(
        ctx.db,
        viewer,
        { ...noFilter, from, to, manager: idArg(args.coordinator) },
        null,
        CALENDAR_LIMIT,
      );
    },
  }),
  /**
   * Sessions (part 1 §7 "sessions by consultant or by consultant_Manager, with a status list"):
   * the viewer's scope only (coordinator: team, agency manager: agency, MANAGER_BU: region, HQ:
   * all), never DELETED; keyset pages by planned start. dateFrom/dateTo: the planned start's
   * bounds (from inclusive, to exclusive), as the browser computes a day's bounds in its zone.
   */
  sessions: t.connection({
    type: Session,
    args: {
      status_In: t.arg.stringList(),
      dateFrom: t.arg.string(),
      dateTo: t.arg.string(),
      consultant: t.arg.id(),
      consultant_Manager: t.arg.id(),
      activity: t.arg.id(),
      spot: t.arg.id(),
      city: t.arg.id(),
      region: t.arg.id(),
      dayFrom: t.arg.string({ description: 'The first day (YYYY-MM-DD) in timeZone; wins over dateFrom.' }),
      dayTo: t.arg.string({
        description: 'The last day (YYYY-MM-DD, inclusive) in timeZone; wins over dateTo.',
      }),
      timeZone: t.arg.string({ description: "The days' time zone (Asia/Almaty when absent)." }),
      search: t.arg.string({
        description: `sessions-search's free text (at least ${MIN_SEARCH_LENGTH} characters): every word in the consultant's name or the spot's title, address or customer number.`,
      }),
      orderBy: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      const search = args.search?.trim() || null;
      if (search !== null && (search.length < MIN_SEARCH_LENGTH || search.length > 100))
        throw gqlError('BAD_USER_INPUT', SESSION_BULK_MESSAGES.searchTooShort);
      const statusIn = args.status_In ?? null;
      if (statusIn?.some((s) => !(SESSION_STATUSES as readonly string[]).includes(s)))
        throw gqlError('BAD_USER_INPUT', `status_In must list of: ${SESSION_STATUSES.join(', ')}`);
      const zone = knownTimeZone(args.timeZone);
      const day = (value: string | null | undefined, name: string) => {
        if (value == null || value === '') return null;
        if (!isDay(value)) throw gqlError('BAD_USER_INPUT', `${name} must be a day, YYYY-MM-DD`);
        return value;
      };
      const dayFrom = day(args.dayFrom, 'dayFrom');
      const dayTo = day(args.dayTo, 'dayTo');
      const asked = {
        statusIn,
        from: dayFrom ? zonedMoment(dayFrom, '00:00', zone) : moment(args.dateFrom, 'dateFrom'),
        to: dayTo ? zonedMoment(nextDay(dayTo), '00:00', zone) : moment(args.dateTo, 'dateTo'),
        consultant: idArg(args.consultant),
        manager: idArg(args.consultant_Manager),
        activity: idArg(args.activity),
        spot: idArg(args.spot),
        city: idArg(args.city),
        region: idArg(args.region),
        search,
      };
      const filter = await resolveSearch(ctx.db, asked);
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, SESSION_SORTS, '-plannedStartTime'),
        id: sessions.id,
        idOf: (r) => r.id,
        fetch: sessionPage(ctx.db, viewer, filter, ctx.bulk === true),
        count: sessionCount(ctx.db, viewer, filter),
        shaped: true,
      });
    },
  }),
}));
