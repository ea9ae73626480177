import { authorize, builder, toId } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { activeCities } from '../cities/queries';
import { findProfile, type Viewer } from '../users/queries';
import { AgencyBrief, Profile, type ProfileRow } from '../users/schema';
import {
  activeCrManagers,
  citiesOfSupervisor,
  countUsers,
  directSubordinates,
  findCity,
  findDetails,
  findManager,
  findRegion,
  findSpotResponsible,
  listManagerCandidates,
  listUsers,
  managerCandidatesWhere,
  type Person,
  type TeamMember,
  teamTree,
  userHistory,
  usersByManagerWhere,
} from './queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const PersonType = builder.objectRef<Person>('ProfilePerson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    midName: t.exposeString('midName', { nullable: true }),
    photo: t.exposeString('photo', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email'),
    managerId: t.id({ nullable: true, resolve: (p) => p.managerId }),
  }),
});

const TeamMemberType = builder.objectRef<TeamMember>('TeamMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.exposeString('photo', { nullable: true }),
    managerId: t.id({ nullable: true, resolve: (p) => p.managerId }),
    depth: t.exposeInt('depth'),
  }),
});

type Titled = { id: number; title: string };
const CityType = builder.objectRef<Titled>('City').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

type CrManager = { id: number; name: string };
const CrManagerType = builder.objectRef<CrManager>('CrManager').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const SpotResponsibleType = builder.objectRef<CrManager>('SpotResponsible').implement({
  fields: (t) => ({ id: t.exposeID('id'), fullName: t.string({ resolve: (c) => c.name }) }),
});

type Actor = { id: number; firstName: string; lastName: string; role: string };
const ActorType = builder.objectRef<Actor>('EventActor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
  }),
});

type EventRow = Awaited<ReturnType<typeof userHistory>>[number];
const UserEventType = builder.objectRef<EventRow>('UserEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    /** What changed, as JSON text (shape per kind). */
    details: t.string({ resolve: (e) => JSON.stringify(e.details ?? {}) }),
    createdAt: t.int({ resolve: (e) => seconds(e.createdAt)! }),
    createdAtStr: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    actor: t.field({
      type: ActorType,
      nullable: true,
      resolve: (e) =>
        e.actorId === null
          ? null
          : { id: e.actorId, firstName: e.actorFirstName!, lastName: e.actorLastName!, role: e.actorRole! },
    }),
  }),
});

type AgencyRow = NonNullable<ProfileRow['agency']>;
builder.objectFields(AgencyBrief, (t) => ({
  address: t.string({ nullable: true, resolve: (a: AgencyRow) => a.address }),
  email: t.string({ nullable: true, resolve: (a: AgencyRow) => a.email }),
  region: t.field({
    type: CityType,
    nullable: true,
    resolve: (a, _x, ctx) => findRegion(ctx.db, a.regionId),
  }),
  city: t.field({ type: CityType, nullable: true, resolve: (a, _x, ctx) => findCity(ctx.db, a.cityId) }),
}));

const viewerOf = (ctx: { viewer: Viewer | null }) => ctx.viewer!;

/** The measurements row, read once per profile however many of its fields are asked for. */
const detailsCache = new WeakMap<object, ReturnType<typeof findDetails>>();
const details = (p: ProfileRow, db: Parameters<typeof findDetails>[0]) => {
  let cached = detailsCache.get(p);
  if (!cached) {
    cached = findDetails(db, p.user.id);
    detailsCache.set(p, cached);
  }
  return cached;
};

/** "Profile (full)" of part 1 §3 on top of the shell's profile (server/modules/users/schema.ts). */
builder.objectFields(Profile, (t) => ({
  birthDate: t.int({ nullable: true, resolve: (p) => seconds(p.user.birthDate) }),
  phone: t.string({ nullable: true, resolve: (p) => p.user.phone }),
  city: t.field({ type: CityType, nullable: true, resolve: (p, _a, ctx) => findCity(ctx.db, p.user.cityId) }),
  isFired: t.boolean({ resolve: (p) => p.user.isFired }),
  firedReason: t.string({ nullable: true, resolve: (p) => p.user.firedReason }),
  firedTimeStr: t.string({ nullable: true, resolve: (p) => p.user.firedTime?.toISOString() ?? null }),
  startWorkTime: t.int({ nullable: true, resolve: (p) => seconds(p.user.startWorkTime) }),
  latitude: t.float({ nullable: true, resolve: (p) => p.user.latitude }),
  longitude: t.float({ nullable: true, resolve: (p) => p.user.longitude }),
  height: t.int({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.height,
  }),
  weight: t.int({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.weight,
  }),
  closeSize: t.string({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.closeSize,
  }),
  breastSize: t.int({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.breastSize,
  }),
  waistSize: t.int({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.waistSize,
  }),
  thighSize: t.int({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.thighSize,
  }),
  features: t.string({
    nullable: true,
    resolve: async (p, _a, ctx) => (await details(p, ctx.db))?.features,
  }),
  manager: t.field({
    type: PersonType,
    nullable: true,
    resolve: (p, _a, ctx) => findManager(ctx.db, p.user.managerId),
  }),
  userSet: t.field({
    type: [PersonType],
    resolve: (p, _a, ctx) => directSubordinates(ctx.db, viewerOf(ctx), p.user.id),
  }),
  /** The whole team under the user, flat with managerId and depth. */
  teamTree: t.field({
    type: [TeamMemberType],
    resolve: (p, _a, ctx) => teamTree(ctx.db, viewerOf(ctx), p.user.id),
  }),
  crManager: t.field({
    type: CrManagerType,
    nullable: true,
    resolve: (p, _a, ctx) => findSpotResponsible(ctx.db, p.user.id),
  }),
  spotResponsible: t.field({
    type: SpotResponsibleType,
    nullable: true,
    resolve: (p, _a, ctx) => findSpotResponsible(ctx.db, p.user.id),
  }),
  /** The cities of a supervisor (part 2 §2). */
  cities: t.field({ type: [CityType], resolve: (p, _a, ctx) => citiesOfSupervisor(ctx.db, p.user.id) }),
  /** Approvals, firings, prolongations and assignments: who, what, when. */
  history: t.field({ type: [UserEventType], resolve: (p, _a, ctx) => userHistory(ctx.db, p.user.id) }),
}));

/** A user by id within the viewer's scope; null alike when it does not exist and when it is out of scope. */
const scopedUser = async (ctx: Parameters<typeof authorize>[0], rawId: string | number) => {
  const viewer = authorize(ctx, 'profile.read');
  const id = toId(rawId);
  return id ? await findProfile(ctx.db, viewer, id) : null;
};

builder.queryFields((t) => ({
  /** userManager(id), part 1 §7. */
  userManager: t.field({
    type: PersonType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await scopedUser(ctx, args.id);
      return row ? findManager(ctx.db, row.user.managerId) : null;
    },
  }),
  /** getUserSpotResponsibles(id), part 1 §7: a list of at most one. */
  getUserSpotResponsibles: t.field({
    type: [SpotResponsibleType],
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await scopedUser(ctx, args.id);
      const responsible = row ? await findSpotResponsible(ctx.db, row.user.id) : null;
      return responsible ? [responsible] : [];
    },
  }),
  /** "users by manager, not fired" (part 1 §7), scoped by the viewer's profile rules. */
  users: t.connection({
    type: PersonType,
    args: { manager: t.arg.id({ required: true }), isFired: t.arg.boolean() },
    resolve: async (_r, args, ctx) => {
      const viewer = authorize(ctx, 'profile.read');
      const where = usersByManagerWhere(viewer, toId(args.manager) ?? -1, args.isFired ?? null);
      return resolveConnection(
        args,
        () => countUsers(ctx.db, where),
        (page) => listUsers(ctx.db, where, page),
      );
    },
  }),
  /** Whom a user may be assigned to as coordinator or manager (the assignment dialog's list). */
  managerCandidates: t.field({
    type: [PersonType],
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = authorize(ctx, 'users.assignManager');
      const row = await scopedUser(ctx, args.id);
      if (!row) return [];
      return listManagerCandidates(ctx.db, managerCandidatesWhere(viewer, row.user));
    },
  }),
  /** CR managers (part 2 §7), the list spot responsibles are chosen from. */
  crManagers: t.field({
    type: [CrManagerType],
    resolve: (_r, _a, ctx) => {
      authorize(ctx, 'crManagers.list');
      return activeCrManagers(ctx.db);
    },
  }),
  /** Active cities (part 2 §3 "only active cities are requested"). */
  cities: t.field({
    type: [CityType],
    resolve: (_r, _a, ctx) => {
      authorize(ctx, 'cities.list');
      return activeCities(ctx.db);
    },
  }),
  /** The cities of a user (a supervisor), part 2 §7. */
  userCities: t.field({
    type: [CityType],
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await scopedUser(ctx, args.id);
      return row ? citiesOfSupervisor(ctx.db, row.user.id) : [];
    },
  }),
}));
