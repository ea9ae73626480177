import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import { toFormData } from '../../dataProvider/rest';
import type { EquipmentKind } from '../../domain/validation/equipment';

export interface Named {
  id: string;
  name: string;
}
export interface Titled {
  id: string;
  title: string;
}

interface EquipmentRecord {
  id: string;
  inventoryNumber: string;
  agency: Titled | null;
  coordinator: Named | null;
  consultant: Named | null;
  /** Where the photo is fetched from (with the token), or null. */
  photo: string | null;
}
export interface Tablet extends EquipmentRecord {
  serialNumber: string | null;
  tabletModel: Named | null;
}
export interface Stand extends EquipmentRecord {
  standModel: string | null;
  spot: Titled | null;
}

const STALE = 60_000;

/** The tablet models and the coordinators a row may be kept by (HQ: all; a coordinator: themselves). */
export const useTabletFormData = () =>
  useQuery({
    queryKey: ['equipment', 'formData'],
    queryFn: () =>
      graphql<{ tabletModels: Named[]; equipmentCoordinators: Named[] }>(
        '{ tabletModels { id name } equipmentCoordinators { id name } }',
      ),
    staleTime: STALE,
  });

/** The verified, not fired consultants and the active spots of a coordinator (part 2 §6). */
export const useCoordinatorChoices = (coordinator: string | null) =>
  useQuery({
    queryKey: ['equipment', 'choices', coordinator],
    queryFn: () =>
      graphql<{ equipmentConsultants: Named[]; equipmentSpots: Titled[] }>(
        `query ($c: ID) { equipmentConsultants(coordinator: $c) { id name } equipmentSpots(coordinator: $c) { id title } }`,
        { c: coordinator },
      ),
    staleTime: STALE,
  });

/** PATCH /api/equipment/{tablet|stend}/{id}/ as form data: the fields ('' clears one) and the photo. */
export const saveEquipment = (
  kind: EquipmentKind,
  id: string,
  fields: Record<string, unknown>,
  photo: File | null,
) => {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) data[key] = value ?? '';
  if (photo) data.photo = photo;
  return request(apiUrl(`equipment/${kind}/${id}`), { method: 'PATCH', body: toFormData(data) });
};

export const removeEquipment = (kind: EquipmentKind, id: string) =>
  request(apiUrl(`equipment/${kind}/${id}`), { method: 'DELETE' });
