import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { authorize, builder, type GraphQLContext, toId } from '../../graphql/builder';
import { forwardConnection, resolveConnection } from '../../graphql/connection';
import { countRows, lazyCount } from '../../graphql/count';
import { selectedFields } from '../../graphql/selection';
import { activeCities } from '../cities/queries';
import { findProfile } from '../users/queries';
import { Profile } from '../users/schema';
import { CalendarPersonType, calendarTeamConnection } from './calendarTeam';
import { keepParts, partsSql } from './parts';
import { PARTS_OF_FIELD } from './profileFields';
import {
  activeCrManagers,
  citiesOfSupervisor,
  countUsers,
  findManager,
  findSpotResponsible,
  listManagerCandidates,
  listUsers,
  managerCandidatesWhere,
  usersByManagerWhere,
} from './queries';
import './questionnaireFields';
import { teamConnection } from './team';
import { CityType, CrManagerType, PersonType, SpotResponsibleType, TeamMemberType } from './types';

/** A user by id within the viewer's scope; null alike when it does not exist and when it is out of scope. */
const scopedUser = async (ctx: GraphQLContext, rawId: string | number, parts?: SQL) => {
  const viewer = authorize(ctx, 'profile.read');
  const id = toId(rawId);
  return id ? await findProfile(ctx.db, viewer, id, parts) : null;
};

builder.queryFields((t) => ({
  /**
   * profile(id), part 1 §7: null alike when there is no such user and outside the viewer's scope.
   * The parts its selection shows (details, manager, history, sessions...) are read in the same
   * statement; the lists with arguments (userSet, teamTree) in one statement each.
   */
  profile: t.field({
    type: Profile,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx, info) => {
      const parts = [...selectedFields(info)].flatMap((f) =>
        Object.hasOwn(PARTS_OF_FIELD, f) ? PARTS_OF_FIELD[f] : [],
      );
      const row = await scopedUser(ctx, args.id, partsSql(parts));
      return row && keepParts(row);
    },
  }),
  /**
   * The team under a user (the viewer's scope, fired people left out), by depth, then last name,
   * then id, paged by keyset: null alike for no such user and one outside the viewer's scope.
   */
  team: t.connection({
    type: TeamMemberType,
    nullable: true,
    args: { root: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const root = await scopedUser(ctx, args.root);
      return root ? teamConnection(ctx.db, ctx.viewer!, root.user.id, args) : null;
    },
  }),
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
      // Paged forwards (the calendar's and the dialogs' team: first 1000), the people are read
      // one more than asked and counted only when totalCount is asked for: counting a
      // 2,000-person team read it all a second time (issue 28).
      if (args.last == null && args.before == null)
        return forwardConnection(
          args,
          lazyCount((cap) =>
            countRows(ctx.db, ctx.db.select({ one: sql`1` }).from(users).where(where).limit(cap)),
          ),
          (page) => listUsers(ctx.db, where, page),
        );
      return resolveConnection(
        args,
        () => countUsers(ctx.db, where),
        (page) => listUsers(ctx.db, where, page),
      );
    },
  }),
  /**
   * The team calendar's people (issue 28 point 2): a coordinator's consultants, not fired, in the
   * viewer's scope, those who may be planned first, each part by name; keyset pages of at most
   * 200, `search` every word in the name. An id outside the viewer's scope has no people.
   */
  calendarTeam: t.connection({
    type: CalendarPersonType,
    args: { coordinator: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: (_r, args, ctx) => {
      const viewer = authorize(ctx, 'profile.read');
      return calendarTeamConnection(ctx.db, viewer, toId(args.coordinator) ?? -1, args.search ?? '', args);
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
