import { serialNumbers } from '../../db/schema';
import { authorize, builder, findLive, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { ids } from '../referenceData/common';
import {
  findSerialNumber,
  SERIAL_NUMBER_SORTS,
  type SerialNumberRecord,
  serialNumberCount,
  serialNumberPage,
} from './queries';

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
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, SERIAL_NUMBER_SORTS, '-createdAt'),
        id: serialNumbers.id,
        idOf: (s) => s.id,
        fetch: serialNumberPage(ctx.db, filter),
        count: serialNumberCount(ctx.db, filter),
      });
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
