import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';
import { refId } from '../shared/refs';

/** Device type (the 'compatibility' of models and colors), part 2 §3. */
export interface DeviceType extends RaRecord {
  title: string;
  crmId?: string | null;
  isDeleted?: boolean;
}

/** Device, i.e. a color of a model ('glocolor'), part 2 §3. */
export interface DeviceColor extends RaRecord {
  title: string;
  crmId?: string | null;
  barcode?: string | null;
  isDeleted?: boolean;
  model?: { id: Identifier; model: string } | null;
  compatibility?: DeviceType | null;
}

export interface DeviceModel extends RaRecord {
  model: string;
  barcode?: string | null;
  isDeleted?: boolean;
  compatibility?: DeviceType | null;
  colors: DeviceColor[];
}

/** Keeps the keys whose value is known, so that a partial PATCH stays partial. */
const defined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/** POST/PATCH /api/devicemodel/: only the writable fields; colors and isDeleted are read-only. */
export const deviceModelToBody = (data: Partial<Record<string, unknown>>) =>
  defined({ model: data.model, compatibility: refId(data.compatibility), barcode: data.barcode });

/** POST/PATCH /api/glocolor/. */
export const deviceToBody = (data: Partial<Record<string, unknown>>) =>
  defined({
    title: data.title,
    crmId: data.crmId,
    barcode: data.barcode,
    model: refId(data.model),
    compatibility: refId(data.compatibility),
  });

/** What the dialogs edit: the REST body of the record, with its id (the yup schemas check it). */
export const deviceModelFormValues = (record: Partial<DeviceModel>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...deviceModelToBody(record),
});

export const deviceFormValues = (record: Partial<DeviceColor>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  compatibility: null,
  ...deviceToBody(record),
});

/** Deleted colors are never listed (part 2 §2), even if an answer carries one. */
export const readDeviceModel = (record: RaRecord): DeviceModel => ({
  ...(record as DeviceModel),
  colors: ((record.colors ?? []) as DeviceColor[]).filter((color) => !color.isDeleted),
});

const modelCallbacks = (resource: string): ResourceCallbacks => ({
  resource,
  beforeSave: async (data) => deviceModelToBody(data),
  afterRead: async (record) => readDeviceModel(record),
  afterSave: async (record) => readDeviceModel(record),
});

export const deviceCallbacks: ResourceCallbacks[] = [
  modelCallbacks('devices'),
  modelCallbacks('devicemodel'),
  { resource: 'glocolor', beforeSave: async (data) => deviceToBody(data) },
];
