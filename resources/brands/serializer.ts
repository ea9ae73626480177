import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { refId } from '../shared/refs';

export interface Brand extends RaRecord {
  title: string;
  isBat: boolean;
  segment: { id: number; title: string } | null;
  /** The first formats by title (the list shows a few), and how many live formats there are. */
  formats: { id: number; title: string; sku: string | null }[];
  formatCount?: number;
}

/** POST /api/brand/ (title, segment, is_bat) and PATCH /api/brand/{id}/. */
export const brandToBody = (data: Record<string, any>) => ({
  title: data.title,
  segment: refId(data.segment),
  is_bat: !!(data.is_bat ?? data.isBat),
});

/** What the brand dialog edits: the REST body of the record. */
export const brandFormValues = (record: Record<string, any>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...brandToBody(record),
});

export const brandCallbacks: ResourceCallbacks[] = [
  { resource: 'brands', beforeSave: async (data) => brandToBody(data) },
];
