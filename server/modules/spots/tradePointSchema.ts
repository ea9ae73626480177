import { spots } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import {
  TRADE_POINT_SORTS,
  type TradePointRecord,
  tradePointCount,
  tradePointPage,
  tradePointRegions,
} from './tradePointQueries';

type Named = { id: number; title: string };

const TradePointRegion = builder.objectRef<Named>('TradePointRegion').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const TradePointCity = builder.objectRef<NonNullable<TradePointRecord['city']>>('TradePointCity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    region: t.field({ type: TradePointRegion, nullable: true, resolve: (c) => c.region }),
  }),
});

const TradePointCoordinator = builder
  .objectRef<NonNullable<TradePointRecord['coordinator']>>('TradePointCoordinator')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
  });

/** A trade point of the /trade-points list (part 2 §3 "Spot"), with who keeps it. */
export const TradePoint = builder.objectRef<TradePointRecord>('TradePoint').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    address: t.exposeString('address', { nullable: true }),
    customerNumber: t.exposeString('customerNumber', { nullable: true }),
    legalName: t.exposeString('legalName', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    searchString: t.exposeString('searchString', {
      description: 'What the search matches: the title, address and customer number.',
    }),
    createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    city: t.field({ type: TradePointCity, nullable: true, resolve: (s) => s.city }),
    coordinator: t.field({ type: TradePointCoordinator, nullable: true, resolve: (s) => s.coordinator }),
    hasSessions: t.exposeBoolean('hasSessions', {
      description: 'Removing it keeps it (marked removed, no longer offered) instead of deleting it.',
    }),
  }),
});

const SEARCH_MAX = 100;

builder.queryFields((t) => ({
  /**
   * The trade points of the viewer's scope (HQ all, a coordinator their own), live ones only, by
   * keyset, newest first; searched in title, address and customer number, filtered by city or region.
   */
  tradePoints: t.connection({
    type: TradePoint,
    args: {
      search: t.arg.string(),
      city: t.arg.id(),
      region: t.arg.id(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'tradePoints.read');
      if ((args.search ?? '').length > SEARCH_MAX)
        throw gqlError('BAD_USER_INPUT', `search must be at most ${SEARCH_MAX} characters`);
      const filter = {
        search: args.search,
        city: args.city == null ? null : (toId(args.city) ?? -1),
        region: args.region == null ? null : (toId(args.region) ?? -1),
      };
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, TRADE_POINT_SORTS, '-id'),
        id: spots.id,
        idOf: (s) => s.id,
        fetch: tradePointPage(ctx.db, viewer, filter),
        count: tradePointCount(ctx.db, viewer, filter),
      });
    },
  }),
  /** The regions (the trade points page's and the new point dialog's region choice), by name. */
  tradePointRegions: t.field({
    type: [TradePointRegion],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'tradePoints.read');
      return tradePointRegions(ctx.db);
    },
  }),
}));
