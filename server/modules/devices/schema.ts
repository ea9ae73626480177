import { authorize, builder, toId } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import {
  colorsOfModels,
  countDeviceModels,
  countDeviceTypes,
  type DeviceModelRecord,
  type DeviceRecord,
  type DeviceTypeRecord,
  findDevice,
  findDeviceModel,
  listDeviceModels,
  listDeviceTypes,
} from './queries';

type DeviceModelNode = DeviceModelRecord & { colors?: DeviceRecord[] };

const ids = (raw: readonly (string | number)[] | null | undefined) =>
  raw ? raw.map(toId).filter((id): id is number => id !== null) : null;

export const DeviceType = builder.objectRef<DeviceTypeRecord>('DeviceType').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    crmId: t.exposeString('crmId', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
  }),
});

const DeviceModelBrief = builder.objectRef<{ id: number; model: string }>('DeviceModelBrief').implement({
  fields: (t) => ({ id: t.exposeID('id'), model: t.exposeString('model') }),
});

export const Device = builder.objectRef<DeviceRecord>('Device').implement({
  description: "A device color of a model ('glocolor').",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    crmId: t.exposeString('crmId', { nullable: true }),
    barcode: t.exposeString('barcode', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    model: t.field({ type: DeviceModelBrief, resolve: (d) => d.model }),
    compatibility: t.field({ type: DeviceType, nullable: true, resolve: (d) => d.compatibility }),
  }),
});

export const DeviceModel = builder.objectRef<DeviceModelNode>('DeviceModel').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    model: t.exposeString('model'),
    barcode: t.exposeString('barcode', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    compatibility: t.field({ type: DeviceType, nullable: true, resolve: (m) => m.compatibility }),
    colors: t.field({
      type: [Device],
      description: 'The colors of the model that are not deleted.',
      resolve: async (m, _args, ctx) => m.colors ?? (await colorsOfModels(ctx.db, [m.id])).get(m.id) ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  deviceTypes: t.connection({
    type: DeviceType,
    args: { isDeleted: t.arg.boolean(), id_In: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const filter = { isDeleted: args.isDeleted, idIn: ids(args.id_In) };
      return resolveConnection(
        args,
        () => countDeviceTypes(ctx.db, filter),
        (page) => listDeviceTypes(ctx.db, filter, page),
      );
    },
  }),

  deviceModels: t.connection({
    type: DeviceModel,
    description: 'Device models with their colors; the Devices page asks for isDeleted: false.',
    args: {
      isDeleted: t.arg.boolean(),
      model_Icontains: t.arg.string(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const filter = {
        isDeleted: args.isDeleted,
        modelContains: args.model_Icontains,
        idIn: ids(args.id_In),
      };
      const order = parseOrderBy(args.orderBy, ['model', 'id'] as const, 'model');
      return resolveConnection(
        args,
        () => countDeviceModels(ctx.db, filter),
        async (page) => {
          const models = await listDeviceModels(ctx.db, filter, order, page);
          const colors = await colorsOfModels(
            ctx.db,
            models.map((m) => m.id),
          );
          return models.map((m) => ({ ...m, colors: colors.get(m.id) ?? [] }));
        },
      );
    },
  }),

  deviceModel: t.field({
    type: DeviceModel,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const id = toId(args.id);
      return id ? findDeviceModel(ctx.db, id) : null;
    },
  }),

  device: t.field({
    type: Device,
    nullable: true,
    description: 'Device data by id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'devices.read');
      const id = toId(args.id);
      return id ? findDevice(ctx.db, id) : null;
    },
  }),
}));
