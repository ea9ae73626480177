import type { RaRecord, ResourceCallbacks } from 'react-admin';
import type { LimitPeriod } from '../../domain/validation/programs.messages';
import { refId } from '../shared/refs';

export interface ProgramLimit {
  id: number;
  limitsInside: number | null;
  limitsInsidePeriod: LimitPeriod | null;
  consultantLimits: number | null;
  limitsOutside: { id: number; programId: string }[];
}
export interface Program extends RaRecord {
  title: string;
  description: string | null;
  programId: string;
  notForBatBrand: boolean;
  isRepeatCustomerCheck: boolean;
  isWithBatyr: boolean;
  category: { id: number; name: string } | null;
  limits: ProgramLimit[];
}

/** The limits entry as the dialog edits it (the payload's names). */
export interface LimitValues {
  limitsInside?: number | string | null;
  limitsInsidePeriod?: string | null;
  consultant_limits?: number | string | null;
  limitsOutside?: (number | string | { id: number | string })[] | null;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
const numberOrNull = (value: unknown) => (isSet(value) ? Number(value) : null);

/**
 * The limits of POST/PATCH /api/program/ (part 2 §5 "Program edit"): one entry, sent only if
 * outside limits are non-empty, or inside limits, period or consultant limit is set; otherwise
 * an empty list. The consultant limit goes as a number.
 */
export const limitsToBody = (limit: LimitValues | undefined) => {
  const outside = (limit?.limitsOutside ?? []).map(refId).filter((id): id is number => id != null);
  const any =
    outside.length > 0 ||
    isSet(limit?.limitsInside) ||
    isSet(limit?.limitsInsidePeriod) ||
    isSet(limit?.consultant_limits);
  if (!any) return [];
  return [
    {
      limitsInside: numberOrNull(limit?.limitsInside),
      limitsOutside: outside,
      limitsInsidePeriod: isSet(limit?.limitsInsidePeriod) ? limit?.limitsInsidePeriod : null,
      consultant_limits: numberOrNull(limit?.consultant_limits),
    },
  ];
};

/**
 * POST /api/program/: title, id (the program code), category (only if chosen), description,
 * the three flags and limits. An edit sends category null when none is chosen, so it can be cleared.
 */
export const programToBody = (data: Record<string, any>, mode: 'create' | 'update' = 'create') => {
  const category = refId(data.category);
  return {
    title: data.title ?? '',
    id: data.programId ?? '',
    ...(category != null ? { category } : mode === 'update' ? { category: null } : {}),
    description: data.description ?? '',
    not_for_bat_brand: !!data.not_for_bat_brand,
    is_repeat_customer_check: !!data.is_repeat_customer_check,
    is_with_batyr: !!data.is_with_batyr,
    limits: limitsToBody(data.limits?.[0]),
  };
};

/** What the program dialog edits: the payload's names, one limits entry (empty for none). */
export const programFormValues = (record: Partial<Program>) => {
  const limit = record.limits?.[0];
  return {
    ...(record.id === undefined ? {} : { id: record.id }),
    title: record.title ?? '',
    programId: record.programId ?? '',
    category: record.category?.id ?? null,
    description: record.description ?? '',
    not_for_bat_brand: !!record.notForBatBrand,
    is_repeat_customer_check: !!record.isRepeatCustomerCheck,
    is_with_batyr: !!record.isWithBatyr,
    limits: [
      {
        limitsInside: limit?.limitsInside ?? null,
        limitsInsidePeriod: limit?.limitsInsidePeriod ?? null,
        consultant_limits: limit?.consultantLimits ?? null,
        limitsOutside: (limit?.limitsOutside ?? []).map((o) => o.id),
      },
    ],
  };
};

export const programCallbacks: ResourceCallbacks[] = [
  {
    resource: 'programs',
    beforeCreate: async (params) => ({ ...params, data: programToBody(params.data, 'create') }),
    beforeUpdate: async (params) => ({ ...params, data: programToBody(params.data, 'update') }),
  },
];
