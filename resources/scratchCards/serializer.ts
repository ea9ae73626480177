import type { RaRecord, ResourceCallbacks } from 'react-admin';

export interface ScratchCard extends RaRecord {
  title: string;
  code: string | null;
  description: string | null;
  isActive: boolean;
}

/** POST/PATCH /api/scratchcard/: the writable fields only. */
export const scratchCardToBody = (data: Partial<Record<string, unknown>>) => ({
  title: data.title,
  code: data.code || null,
  description: data.description || null,
  isActive: data.isActive ?? true,
});

export const scratchCardFormValues = (record: Partial<ScratchCard>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...scratchCardToBody(record),
});

export const scratchCardCallbacks: ResourceCallbacks[] = [
  { resource: 'scratch-cards', beforeSave: async (data) => scratchCardToBody(data) },
];
