import { authorize, builder, findLive, toId } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { ids } from '../referenceData/common';
import { countSerialNumbers, findSerialNumber, listSerialNumbers, type SerialNumberRecord } from './queries';

const SerialDevice = builder
  .objectRef<SerialNumberRecord['device']>('SerialNumberDevice')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }) });

const SerialModel = builder
  .objectRef<SerialNumberRecord['model']>('SerialNumberModel')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), model: t.exposeString('model') }) });

export const SerialNumber = builder.objectRef<SerialNumberRecord>('SerialNumber').implement({
  description: 'A device in the serial-number register: its color (device), model and status.',
  fields: (t) => ({
    id: t.exposeID('id'),
    serialNumber: t.exposeString('serialNumber'),
    status: t.exposeString('status'),
    note: t.exposeString('note', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    device: t.field({ type: SerialDevice, resolve: (s) => s.device }),
    model: t.field({ type: SerialModel, resolve: (s) => s.model }),
  }),
});

builder.queryFields((t) => ({
  serialNumbers: t.connection({
    type: SerialNumber,
    args: {
      serialNumber_Icontains: t.arg.string(),
      status: t.arg.string(),
      model: t.arg.id(),
      id_In: t.arg.idList(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      const filter = {
        search: args.serialNumber_Icontains,
        status: args.status,
        modelId: args.model == null ? null : toId(args.model),
        idIn: ids(args.id_In),
      };
      const order = parseOrderBy(
        args.orderBy,
        ['serialNumber', 'status', 'createdAt', 'id'] as const,
        '-createdAt' as 'createdAt',
      );
      return resolveConnection(
        args,
        () => countSerialNumbers(ctx.db, filter),
        (page) => listSerialNumbers(ctx.db, filter, order, page),
      );
    },
  }),
  serialNumber: t.field({
    type: SerialNumber,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'content.read');
      return findLive(ctx.db, args.id, findSerialNumber);
    },
  }),
}));
