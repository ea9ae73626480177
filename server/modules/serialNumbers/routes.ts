import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { serialNumberSchema } from '../../../domain/validation/serialNumbers';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, unknownReference, validate } from '../../http/validate';
import { findDevice } from '../devices/queries';
import { liveRecord, WRITE } from '../referenceData/common';
import {
  createSerialNumber,
  findSerialNumber,
  serialNumberTaken,
  softDeleteSerialNumber,
  updateSerialNumber,
} from './queries';

/** The serial-number register (/new-devices): POST, PATCH and DELETE /api/newdevice/. */
export const serialNumberRoutes = (db: Db) => async (app: FastifyInstance) => {
  const input = async (body: unknown, exceptId?: number) => {
    const value = await validate(serialNumberSchema, body);
    const device = await findDevice(db, value.device);
    if (!device || device.isDeleted) throw unknownReference('device');
    if (await serialNumberTaken(db, value.serialNumber, exceptId))
      throw badRequest({ serialNumber: [MESSAGES.serialNumberTaken] });
    return value;
  };
  const live = (raw: unknown) => liveRecord(raw, (id) => findSerialNumber(db, id));

  const newdeviceDoc = documented(WRITE, {
    body: serialNumberSchema,
    summary: 'Add a serial number',
  });
  app.post('/api/newdevice/', newdeviceDoc, async (request, reply) => {
    const id = await createSerialNumber(db, await input(request.body));
    return reply.status(201).send(await findSerialNumber(db, id));
  });

  const patchNewdeviceDoc = documented(WRITE, {
    body: serialNumberSchema,
    partial: true,
    summary: 'Edit a serial number',
  });
  app.patch<{ Params: { id: string } }>('/api/newdevice/:id/', patchNewdeviceDoc, async (request) => {
    const current = await live(request.params.id);
    const merged = {
      serialNumber: current.serialNumber,
      device: current.device.id,
      status: current.status,
      note: current.note,
      ...jsonObject(request.body),
    };
    await updateSerialNumber(db, current.id, await input(merged, current.id));
    return findSerialNumber(db, current.id);
  });

  const deleteDoc = documented(WRITE, { summary: 'Delete a serial number' });
  app.delete<{ Params: { id: string } }>('/api/newdevice/:id/', deleteDoc, async (request, reply) => {
    const current = await live(request.params.id);
    await softDeleteSerialNumber(db, current.id);
    return reply.status(204).send();
  });
};
