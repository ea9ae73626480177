import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { RECOMMENDED_PER_HOUR_ON_CREATION } from '../../domain/validation/compliments.messages';
import { refId } from '../shared/refs';

export interface ComplimentKind extends RaRecord {
  title: string;
  sap: string | null;
  recommendedPerHour: number;
  type: { id: number; title: string };
}

/** POST /api/complimentkind/: type, title, sap, recommendedPerHour. */
export const complimentToBody = (data: Record<string, any>) => ({
  type: refId(data.type),
  title: data.title,
  sap: data.sap ?? null,
  recommendedPerHour:
    data.recommendedPerHour === '' || data.recommendedPerHour == null
      ? RECOMMENDED_PER_HOUR_ON_CREATION
      : Number(data.recommendedPerHour),
});

export const complimentFormValues = (record: Record<string, any>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  ...complimentToBody(record),
});

export const complimentCallbacks: ResourceCallbacks[] = [
  {
    resource: 'compliments',
    // A new kind is recommended twice an hour, whatever the form held (part 2 §4 "Compliment").
    beforeCreate: async (params) => ({
      ...params,
      data: { ...complimentToBody(params.data), recommendedPerHour: RECOMMENDED_PER_HOUR_ON_CREATION },
    }),
    beforeUpdate: async (params) => ({ ...params, data: complimentToBody(params.data) }),
  },
];
