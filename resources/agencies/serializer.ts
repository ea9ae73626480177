import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { DEFAULT_AGENCY_POSITION } from '../../domain/validation/agency.messages';

/** The agency page's record: region and city as ids (the selects), their titles beside. */
export interface Agency extends RaRecord {
  title: string;
  logo?: string | null;
  phone?: string | null;
  address?: string | null;
  email?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isRegOpened: boolean;
  registrationHash: string;
  region: number | null;
  regionTitle?: string | null;
  city: number | null;
  cityTitle?: string | null;
}

type Place = { id: number | string; title: string } | number | null | undefined;
const placeId = (p: Place) => (p == null ? null : typeof p === 'object' ? Number(p.id) : Number(p));
const placeTitle = (p: Place) => (p && typeof p === 'object' ? p.title : null);

export const readAgency = (record: RaRecord): Agency => ({
  ...(record as Agency),
  region: placeId(record.region),
  regionTitle: placeTitle(record.region) ?? record.regionTitle ?? null,
  city: placeId(record.city),
  cityTitle: placeTitle(record.city) ?? record.cityTitle ?? null,
});

/** PATCH /api/agencies/{id}/: only the edit form's fields. */
export const agencyToBody = (data: Partial<Record<string, any>>) => ({
  title: data.title,
  logo: data.logo || null,
  phone: data.phone || null,
  address: data.address || null,
  email: data.email || null,
  region: placeId(data.region),
  city: placeId(data.city),
  latitude: data.latitude === '' || data.latitude == null ? null : Number(data.latitude),
  longitude: data.longitude === '' || data.longitude == null ? null : Number(data.longitude),
});

/** Where the map centres: the agency's coordinates, else part 1 §9's default. */
export const mapPosition = (a: Pick<Agency, 'latitude' | 'longitude'>) =>
  a.latitude != null && a.longitude != null
    ? { latitude: a.latitude, longitude: a.longitude, isDefault: false }
    : { ...DEFAULT_AGENCY_POSITION, isDefault: true };

export const signUpLink = (hash: string, origin = window.location.origin) => `${origin}/signUp/${hash}`;

export const agencyCallbacks: ResourceCallbacks[] = [
  {
    resource: 'agency',
    afterRead: async (record) => readAgency(record),
    beforeSave: async (data) => agencyToBody(data),
    afterSave: async (record) => readAgency(record),
  },
];
