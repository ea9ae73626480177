import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';
import { refId } from '../shared/refs';

export interface SerialNumber extends RaRecord {
  serialNumber: string;
  status: string;
  note: string | null;
  createdAt: string;
  device: { id: Identifier; title: string };
  model: { id: Identifier; model: string };
}

/** POST/PATCH /api/newdevice/: the device is the color; the model is only how the form finds it. */
export const serialNumberToBody = (data: Partial<Record<string, unknown>>) => ({
  serialNumber: data.serialNumber,
  device: refId(data.device),
  status: data.status,
  note: data.note || null,
});

export const serialNumberFormValues = (record: Partial<SerialNumber>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...serialNumberToBody(record),
  model: refId(record.model),
});

export const serialNumberCallbacks: ResourceCallbacks[] = [
  { resource: 'new-devices', beforeSave: async (data) => serialNumberToBody(data) },
];
