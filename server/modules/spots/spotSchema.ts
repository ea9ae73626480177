import { authorize, builder, toId } from '../../graphql/builder';
import { Session } from '../sessions/schema';
import type { Viewer } from '../users/queries';
import {
  findScopedSpot,
  type SpotResponsibleRow,
  type SpotRow,
  spotResponsibles,
  spotSessions,
} from './spotQueries';

type SpotPage = SpotRow & { viewer: Viewer };

const Named = builder.objectRef<{ id: number; title: string }>('SpotNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const CrManager = builder.objectRef<{ id: number; name: string }>('SpotCrManager').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SpotResponsible = builder.objectRef<SpotResponsibleRow>('SpotPageResponsible').implement({
  description: 'A supervisor of the spot’s city, with the CR manager assigned to them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.exposeString('photo', { nullable: true }),
    crManager: t.field({
      type: CrManager,
      nullable: true,
      resolve: (r) => (r.crManagerId == null ? null : { id: r.crManagerId, name: r.crManagerName ?? '' }),
    }),
  }),
});

/** A trade point's page (part 1 §2 spot/{spotId}): its data, responsible people and sessions. */
const Spot = builder.objectRef<SpotPage>('Spot').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    legalName: t.exposeString('legalName', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    customerNumber: t.exposeString('customerNumber', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    city: t.field({
      type: Named,
      nullable: true,
      resolve: (s) => (s.cityId == null ? null : { id: s.cityId, title: s.cityTitle ?? '' }),
    }),
    region: t.field({
      type: Named,
      nullable: true,
      resolve: (s) => (s.regionId == null ? null : { id: s.regionId, title: s.regionTitle ?? '' }),
    }),
    responsibles: t.field({
      type: [SpotResponsible],
      resolve: (s, _a, ctx) => spotResponsibles(ctx.db, s.cityId),
    }),
    recentSessions: t.field({
      type: [Session],
      description: 'The last 20 sessions of the viewer’s scope whose planned start has passed, newest first.',
      resolve: (s, _a, ctx) => spotSessions(ctx.db, s.viewer, s.id, 'recent'),
    }),
    plannedSessions: t.field({
      type: [Session],
      description: 'The next 20 sessions of the viewer’s scope, soonest first.',
      resolve: (s, _a, ctx) => spotSessions(ctx.db, s.viewer, s.id, 'planned'),
    }),
  }),
});

builder.queryFields((t) => ({
  /**
   * spot(id): one trade point. HQ sees every spot; the other session roles a spot with a session
   * of their scope, and a coordinator also the spots of the cities they supervise. null otherwise.
   */
  spot: t.field({
    type: Spot,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      const id = toId(args.id);
      if (!id) return null;
      const spot = await findScopedSpot(ctx.db, viewer, id);
      return spot && { ...spot, viewer };
    },
  }),
}));
