import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { refId } from '../shared/refs';

export interface Stick extends RaRecord {
  title: string;
  crmId: string | null;
  isDeleted?: boolean;
  brandFamily: { id: number; title: string };
  compatibility: { id: number; title: string }[];
}
export interface StickBrand extends RaRecord {
  title: string;
  isDeleted?: boolean;
  sticks: Stick[];
}

/** POST/PATCH /api/stickbrand/. */
export const stickBrandToBody = (data: Record<string, any>) => ({ title: data.title });

/** POST/PATCH /api/glostick/: brandFamily, title, crmId, compatibility (device type ids). */
export const stickToBody = (data: Record<string, any>) => ({
  title: data.title,
  crmId: data.crmId ?? null,
  brandFamily: refId(data.brandFamily),
  compatibility: ((data.compatibility ?? []) as unknown[])
    .map(refId)
    .filter((id): id is number => id != null),
});

export const stickBrandFormValues = (record: Record<string, any>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...stickBrandToBody(record),
});

export const stickFormValues = (record: Record<string, any>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...stickToBody(record),
});

/** Deleted sticks are never listed (part 2 §2), even if an answer carries one. */
export const readStickBrand = (record: RaRecord): StickBrand => ({
  ...(record as StickBrand),
  sticks: ((record.sticks ?? []) as Stick[]).filter((s) => !s.isDeleted),
});

export const stickCallbacks: ResourceCallbacks[] = [
  {
    resource: 'stickbrand',
    beforeSave: async (data) => stickBrandToBody(data),
    afterRead: async (record) => readStickBrand(record),
  },
  { resource: 'glostick', beforeSave: async (data) => stickToBody(data) },
];
