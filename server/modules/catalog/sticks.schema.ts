import { authorize, builder, findLive } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { DeviceType } from '../devices/schema';
import { byId } from './common';
import * as sticks from './sticks.queries';

/** GraphQL reads (part 2 §7 "Data queries"): stick brands with their live sticks, read with the Devices page ('devices.read'). */
const IdTitle = builder.objectRef<{ id: number; title: string }>('IdTitle').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const Stick = builder.objectRef<sticks.StickRecord>('Stick').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    crmId: t.exposeString('crmId', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    brandFamily: t.field({ type: IdTitle, resolve: (s) => s.brandFamily }),
    compatibility: t.field({
      type: [DeviceType],
      description: 'The device types the stick fits (deleted types left out).',
      resolve: (s) => s.compatibility.map((c) => ({ ...c, crmId: null, isDeleted: false })),
    }),
  }),
});

type StickBrandNode = sticks.StickBrandRecord & { sticks?: sticks.StickRecord[] };
const StickBrand = builder.objectRef<StickBrandNode>('StickBrand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isDeleted: t.exposeBoolean('isDeleted'),
    sticks: t.field({
      type: [Stick],
      description: 'The sticks of the brand that are not deleted.',
      resolve: async (b, _args, ctx) =>
        b.sticks ?? (await sticks.sticksOfBrands(ctx.db, [b.id])).get(b.id) ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  stickBrands: t.connection({
    type: StickBrand,
    description: 'Stick brands with their sticks; the Devices page asks for isDeleted: false.',
    args: { isDeleted: t.arg.boolean(), id_In: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const filter = { isDeleted: args.isDeleted, idIn: byId(args.id_In) };
      return resolveConnection(
        args,
        () => sticks.countStickBrands(ctx.db, filter),
        async (page) => {
          const list = await sticks.listStickBrands(ctx.db, filter, page);
          const byBrand = await sticks.sticksOfBrands(
            ctx.db,
            list.map((b) => b.id),
          );
          return list.map((b) => ({ ...b, sticks: byBrand.get(b.id) ?? [] }));
        },
      );
    },
  }),
  stickBrand: t.field({
    type: StickBrand,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      return findLive(ctx.db, args.id, sticks.findStickBrand);
    },
  }),
  stick: t.field({
    type: Stick,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      return findLive(ctx.db, args.id, sticks.findStick);
    },
  }),
}));
