import { builder, type GraphQLContext } from '../../graphql/builder';
import { MAX_PAGE_SIZE } from '../../graphql/connection';
import { lazyCount } from '../../graphql/count';
import { gqlError } from '../../http/errors';
import { AgencyBrief, Profile, type ProfileRow } from '../users/schema';
import { agencyOwner, type PartName, profilePart } from './parts';
import { directSubordinates, findCity, findRegion } from './queries';
import { teamCount, teamTree } from './team';
import {
  CityType,
  CrManagerType,
  PersonType,
  SessionBriefType,
  SpotResponsibleType,
  seconds,
  TeamMemberType,
  UserEventType,
} from './types';

/** The parts of the profile each field shows, read with the profile when selected (profile(id)). */
const DETAILS: PartName[] = ['details'];
export const PARTS_OF_FIELD: Record<string, PartName[]> = {
  height: DETAILS,
  weight: DETAILS,
  closeSize: DETAILS,
  breastSize: DETAILS,
  waistSize: DETAILS,
  thighSize: DETAILS,
  features: DETAILS,
  city: ['city'],
  agency: ['agencyRegion', 'agencyCity'],
  manager: ['manager'],
  crManager: ['responsible'],
  spotResponsible: ['responsible'],
  cities: ['cities'],
  departments: ['departments'],
  history: ['history'],
  lastActiveSession: ['lastActiveSession'],
  nearestPlannedSession: ['nearestPlannedSession'],
};

/** A list field's `first`: at most MAX_PAGE_SIZE, so that no profile answers an unbounded list. */
const listSize = (first: number | null | undefined, fallback: number) => {
  if (first == null) return fallback;
  if (first < 0) throw gqlError('BAD_USER_INPUT', 'first must be 0 or more');
  return Math.min(first, MAX_PAGE_SIZE);
};
export const USER_SET_SIZE = 200;

const viewerOf = (ctx: GraphQLContext) => ctx.viewer!;
const part = <K extends PartName>(p: ProfileRow, ctx: GraphQLContext, name: K) =>
  profilePart(ctx.db, p, name);
type AgencyRow = NonNullable<ProfileRow['agency']>;
builder.objectFields(AgencyBrief, (t) => ({
  address: t.string({ nullable: true, resolve: (a: AgencyRow) => a.address }),
  email: t.string({ nullable: true, resolve: (a: AgencyRow) => a.email }),
  region: t.field({
    type: CityType,
    nullable: true,
    resolve: (a, _x, ctx) => {
      const owner = agencyOwner(a);
      return owner ? profilePart(ctx.db, owner, 'agencyRegion') : findRegion(ctx.db, a.regionId);
    },
  }),
  city: t.field({
    type: CityType,
    nullable: true,
    resolve: (a, _x, ctx) => {
      const owner = agencyOwner(a);
      return owner ? profilePart(ctx.db, owner, 'agencyCity') : findCity(ctx.db, a.cityId);
    },
  }),
}));

/** "Profile (full)" of part 1 §3 on top of the shell's profile (server/modules/users/schema.ts). */
builder.objectFields(Profile, (t) => {
  const measure = (name: 'height' | 'weight' | 'breastSize' | 'waistSize' | 'thighSize') =>
    t.int({ nullable: true, resolve: async (p, _a, ctx) => (await part(p, ctx, 'details'))?.[name] ?? null });
  return {
    birthDate: t.int({ nullable: true, resolve: (p) => seconds(p.user.birthDate) }),
    phone: t.string({ nullable: true, resolve: (p) => p.user.phone }),
    city: t.field({ type: CityType, nullable: true, resolve: (p, _a, ctx) => part(p, ctx, 'city') }),
    isFired: t.boolean({ resolve: (p) => p.user.isFired }),
    firedReason: t.string({ nullable: true, resolve: (p) => p.user.firedReason }),
    firedTimeStr: t.string({ nullable: true, resolve: (p) => p.user.firedTime?.toISOString() ?? null }),
    startWorkTime: t.int({ nullable: true, resolve: (p) => seconds(p.user.startWorkTime) }),
    /** The approval's end (the start plus its term, prolongations added); null without a term. */
    verifiedUntil: t.int({ nullable: true, resolve: (p) => seconds(p.user.verifiedUntil) }),
    latitude: t.float({ nullable: true, resolve: (p) => p.user.latitude }),
    longitude: t.float({ nullable: true, resolve: (p) => p.user.longitude }),
    height: measure('height'),
    weight: measure('weight'),
    closeSize: t.string({
      nullable: true,
      resolve: async (p, _a, ctx) => (await part(p, ctx, 'details'))?.closeSize ?? null,
    }),
    breastSize: measure('breastSize'),
    waistSize: measure('waistSize'),
    thighSize: measure('thighSize'),
    features: t.string({
      nullable: true,
      resolve: async (p, _a, ctx) => (await part(p, ctx, 'details'))?.features ?? null,
    }),
    manager: t.field({ type: PersonType, nullable: true, resolve: (p, _a, ctx) => part(p, ctx, 'manager') }),
    /** The direct subordinates, not fired, within the viewer's scope: the first `first` (200; at most 1000). */
    userSet: t.field({
      type: [PersonType],
      args: { first: t.arg.int() },
      resolve: (p, args, ctx) =>
        directSubordinates(ctx.db, viewerOf(ctx), p.user.id, listSize(args.first, USER_SET_SIZE)),
    }),
    /**
     * The team under the user, flat with managerId and depth: the first `first` (1000 and at most
     * 1000) by depth and name. The whole team pages through team(root).
     */
    teamTree: t.field({
      type: [TeamMemberType],
      args: { first: t.arg.int() },
      resolve: (p, args, ctx) =>
        teamTree(ctx.db, viewerOf(ctx), p.user.id, listSize(args.first, MAX_PAGE_SIZE)),
    }),
    /** How many people the team has (teamTree's scope), counted up to the lists' cap (10 000). */
    teamSize: t.int({
      nullable: true,
      resolve: async (p, _a, ctx) => (await lazyCount(teamCount(ctx.db, viewerOf(ctx), p.user.id))!()).n,
    }),
    crManager: t.field({
      type: CrManagerType,
      nullable: true,
      resolve: (p, _a, ctx) => part(p, ctx, 'responsible'),
    }),
    spotResponsible: t.field({
      type: SpotResponsibleType,
      nullable: true,
      resolve: (p, _a, ctx) => part(p, ctx, 'responsible'),
    }),
    /** The cities of a supervisor (part 2 §2). */
    cities: t.field({ type: [CityType], resolve: (p, _a, ctx) => part(p, ctx, 'cities') }),
    /** Approvals, firings, prolongations and assignments: who, what, when (the newest 200). */
    history: t.field({ type: [UserEventType], resolve: (p, _a, ctx) => part(p, ctx, 'history') }),
    lastActiveSession: t.field({
      type: SessionBriefType,
      nullable: true,
      resolve: (p, _a, ctx) => part(p, ctx, 'lastActiveSession'),
    }),
    nearestPlannedSession: t.field({
      type: SessionBriefType,
      nullable: true,
      resolve: (p, _a, ctx) => part(p, ctx, 'nearestPlannedSession'),
    }),
  };
});
