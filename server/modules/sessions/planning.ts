import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { cities, regions, spots, users } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { gqlError } from '../../http/errors';
import type { Viewer } from '../users/queries';

/**
 * The choices of the session dialogs and the team calendar (issue 12 points 3 and 4): the
 * coordinators whose teams a viewer plans, the live spots of a city, the active cities with their
 * region. Each scoped by role in the SQL.
 */

/** The most rows one choice list answers (a search narrows it). */
export const CHOICES_LIMIT = 200;

/**
 * The coordinators whose team a viewer plans: a coordinator themself, an agency manager their
 * agency's, MANAGER_BU their region's, HQ every one; never a fired one.
 */
export const coordinatorScope = (viewer: Viewer): SQL => {
  switch (viewer.role) {
    case 'HQ':
      return sql`true`;
    case 'MANAGER_BU':
      return sql`${users.regionId} = ${viewer.regionId ?? -1}`;
    case 'AGENCY_MANAGER':
      return sql`${users.agencyId} = ${viewer.agencyId ?? -1}`;
    case 'COORDINATOR':
      return sql`${users.id} = ${viewer.id}`;
    default:
      return sql`false`;
  }
};

const limitOf = (first: number | null | undefined) => {
  if (first == null) return 50;
  if (first < 0 || first > CHOICES_LIMIT)
    throw gqlError('BAD_USER_INPUT', `first must be from 0 to ${CHOICES_LIMIT}`);
  return first;
};

/** A search's ILIKE pattern (its % and _ taken literally), or null for no search. */
const pattern = (search: string | null | undefined) => {
  const text = search?.trim();
  return text ? containsPattern(text) : null;
};

export const listCoordinators = (db: Db, viewer: Viewer, search: string | null, limit: number) => {
  const like = pattern(search);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.role, 'COORDINATOR'),
        eq(users.isFired, false),
        coordinatorScope(viewer),
        like ? or(ilike(users.lastName, like), ilike(users.firstName, like)) : undefined,
      ),
    )
    .orderBy(asc(russian(users.lastName)), asc(russian(users.firstName)), asc(users.id))
    .limit(limit);
};

export const listCitySpots = (db: Db, cityId: number, search: string | null, limit: number) => {
  const like = pattern(search);
  return db
    .select({
      id: spots.id,
      title: spots.title,
      address: spots.address,
      customerNumber: spots.customerNumber,
    })
    .from(spots)
    .where(
      and(
        eq(spots.cityId, cityId),
        eq(spots.isActive, true),
        isNull(spots.removedAt),
        like
          ? or(ilike(spots.title, like), ilike(spots.address, like), ilike(spots.customerNumber, like))
          : undefined,
      ),
    )
    .orderBy(asc(russian(spots.title)), asc(spots.id))
    .limit(limit);
};

export const listPlanningCities = (db: Db) =>
  db
    .select({ id: cities.id, title: cities.title, regionId: regions.id, regionTitle: regions.title })
    .from(cities)
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .where(eq(cities.isActive, true))
    .orderBy(asc(russian(cities.title)), asc(cities.id));

const PlanningPerson = builder
  .objectRef<{ id: number; firstName: string; lastName: string }>('PlanningPerson')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
    }),
  });

const PlanningSpot = builder
  .objectRef<{ id: number; title: string; address: string | null; customerNumber: string | null }>(
    'PlanningSpot',
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      address: t.exposeString('address', { nullable: true }),
      customerNumber: t.exposeString('customerNumber', { nullable: true }),
    }),
  });

const PlanningRegion = builder.objectRef<{ id: number; title: string }>('PlanningRegion').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const PlanningCity = builder
  .objectRef<{ id: number; title: string; regionId: number | null; regionTitle: string | null }>(
    'PlanningCity',
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      region: t.field({
        type: PlanningRegion,
        nullable: true,
        resolve: (c) => (c.regionId === null ? null : { id: c.regionId, title: c.regionTitle ?? '' }),
      }),
    }),
  });

builder.queryFields((t) => ({
  /** The coordinators (teams) a viewer may plan and see in the team calendar, by name. */
  coordinators: t.field({
    type: [PlanningPerson],
    args: { search: t.arg.string(), first: t.arg.int() },
    resolve: (_r, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      return listCoordinators(ctx.db, viewer, args.search ?? null, limitOf(args.first));
    },
  }),
  /** The live (not removed) spots of a city, by title: the session dialogs' spot choice. */
  planningSpots: t.field({
    type: [PlanningSpot],
    args: { city: t.arg.id({ required: true }), search: t.arg.string(), first: t.arg.int() },
    resolve: (_r, args, ctx) => {
      authorize(ctx, 'sessions.read');
      const city = toId(args.city);
      return city ? listCitySpots(ctx.db, city, args.search ?? null, limitOf(args.first)) : [];
    },
  }),
  /** The active cities with their region: the session dialogs' city choice (the region follows it). */
  planningCities: t.field({
    type: [PlanningCity],
    resolve: (_r, _a, ctx) => {
      authorize(ctx, 'sessions.read');
      return listPlanningCities(ctx.db);
    },
  }),
}));
