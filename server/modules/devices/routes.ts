import type { FastifyInstance } from 'fastify';
import { deviceModelSchema, deviceSchema } from '../../../domain/validation/devices';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { jsonObject, parseId, unknownReference, validate } from '../../http/validate';
import {
  activeDeviceTypeExists,
  createDevice,
  createDeviceModel,
  type DeviceModelRecord,
  type DeviceRecord,
  findDevice,
  findDeviceModel,
  softDeleteDevice,
  softDeleteDeviceModel,
  updateDevice,
  updateDeviceModel,
} from './queries';

const WRITE = { config: { access: 'devices.write' as const } };

/** Device models and devices (colors): the writes of part 2 §7, plus PATCH devicemodel for its edit dialog. */
export const deviceRoutes = (db: Db) => async (app: FastifyInstance) => {
  const liveModel = async (raw: unknown): Promise<DeviceModelRecord> => {
    const id = parseId(raw);
    const model = id ? await findDeviceModel(db, id) : null;
    if (!model || model.isDeleted) throw notFound();
    return model;
  };
  const liveDevice = async (raw: unknown): Promise<DeviceRecord> => {
    const id = parseId(raw);
    const device = id ? await findDevice(db, id) : null;
    if (!device || device.isDeleted) throw notFound();
    return device;
  };
  const checkType = async (id: number | null | undefined) => {
    if (id != null && !(await activeDeviceTypeExists(db, id))) throw unknownReference('compatibility');
  };
  /** A color belongs to a live model; without a type of its own it takes the model's. */
  const colorInput = async (body: unknown) => {
    const input = await validate(deviceSchema, body);
    const model = await findDeviceModel(db, input.model);
    if (!model || model.isDeleted) throw unknownReference('model');
    await checkType(input.compatibility);
    return { ...input, compatibility: input.compatibility ?? model.compatibility?.id ?? null };
  };
  const modelJson = async (id: number) => ({ ...(await findDeviceModel(db, id))!, colors: [] });

  const devicemodelDoc = documented(WRITE, {
    body: deviceModelSchema,
    summary: 'Add a device model',
  });
  app.post('/api/devicemodel/', devicemodelDoc, async (request, reply) => {
    const input = await validate(deviceModelSchema, request.body);
    await checkType(input.compatibility);
    const id = await createDeviceModel(db, input);
    return reply.status(201).send(await modelJson(id));
  });

  const patchDevicemodelDoc = documented(WRITE, {
    body: deviceModelSchema,
    partial: true,
    summary: 'Edit a device model',
  });
  app.patch<{ Params: { id: string } }>('/api/devicemodel/:id/', patchDevicemodelDoc, async (request) => {
    const current = await liveModel(request.params.id);
    const input = await validate(deviceModelSchema, {
      model: current.model,
      compatibility: current.compatibility?.id,
      barcode: current.barcode,
      ...jsonObject(request.body),
    });
    await checkType(input.compatibility);
    await updateDeviceModel(db, current.id, input);
    return modelJson(current.id);
  });

  const delModelDoc = documented(WRITE, { summary: 'Delete a device model' });
  app.delete<{ Params: { id: string } }>('/api/devicemodel/:id/', delModelDoc, async (request, reply) => {
    const model = await liveModel(request.params.id);
    await softDeleteDeviceModel(db, model.id);
    return reply.status(204).send();
  });

  const glocolorDoc = documented(WRITE, {
    body: deviceSchema,
    summary: "Add a device (a model's color)",
  });
  app.post('/api/glocolor/', glocolorDoc, async (request, reply) => {
    const id = await createDevice(db, await colorInput(request.body));
    return reply.status(201).send(await findDevice(db, id));
  });

  const patchGlocolorDoc = documented(WRITE, {
    body: deviceSchema,
    partial: true,
    summary: 'Edit a device',
  });
  app.patch<{ Params: { id: string } }>('/api/glocolor/:id/', patchGlocolorDoc, async (request) => {
    const current = await liveDevice(request.params.id);
    const merged = {
      title: current.title,
      crmId: current.crmId,
      barcode: current.barcode,
      model: current.model.id,
      compatibility: current.compatibility?.id ?? null,
      ...jsonObject(request.body),
    };
    await updateDevice(db, current.id, await colorInput(merged));
    return findDevice(db, current.id);
  });

  const deleteGlocolorDoc = documented(WRITE, { summary: 'Delete a device' });
  app.delete<{ Params: { id: string } }>('/api/glocolor/:id/', deleteGlocolorDoc, async (request, reply) => {
    const device = await liveDevice(request.params.id);
    await softDeleteDevice(db, device.id);
    return reply.status(204).send();
  });
};
