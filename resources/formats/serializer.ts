import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { refId } from '../shared/refs';

export interface MinimalPrice {
  id?: number;
  price: number;
}
export interface Format extends RaRecord {
  title: string;
  sku: string | null;
  isDeleted: boolean;
  externalVisibility: boolean;
  externalTitle: string | null;
  brand: { id: number; title: string; isBat: boolean };
  minimalretailprice: MinimalPrice[];
}

const prices = (list: unknown): MinimalPrice[] =>
  Array.isArray(list)
    ? list
        .filter((p) => p && p.price !== '' && p.price != null)
        .map((p) =>
          p.id == null ? { price: Number(p.price) } : { id: Number(p.id), price: Number(p.price) },
        )
    : [];

/** POST /api/format/ and PATCH /api/format/{id}/: title, brand, sku, externalVisibility, externalTitle, minimalretailprice, isDeleted. */
export const formatToBody = (data: Record<string, any>) => ({
  title: data.title,
  brand: refId(data.brand),
  sku: data.sku ?? null,
  externalVisibility: !!data.externalVisibility,
  externalTitle: data.externalTitle ?? null,
  minimalretailprice: prices(data.minimalretailprice),
  isDeleted: !!data.isDeleted,
});

/** What the format dialog edits. */
export const formatFormValues = (record: Record<string, any>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...formatToBody(record),
});

export const formatCallbacks: ResourceCallbacks[] = [
  { resource: 'formats', beforeSave: async (data) => formatToBody(data) },
];

/** Built once: a formatter costs more than the page of prices it writes (a list's first render). */
const TENGE = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A price in tenge as Kazakhstan writes it: '1 150 ₸'. */
export const formatPrice = (price: number) => `${TENGE.format(price)} ₸`;
