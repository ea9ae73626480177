import { MESSAGES } from '../messages';
import { ACTIVITY_MESSAGES } from './activities.messages';
import { screenSchema } from './activityScreens';
import { flag, idList, NOT_A_LIST, optionalCount } from './catalogCommon';
import { idRef, optionalDate, optionalText, requiredText, yup } from './common';

export * from './activities.messages';

/**
 * An activity (campaign, "project"): the full form of part 1 §3 "Activity (full)", shared by the
 * editor and the server (server/modules/activities), with its nested KPIs, focus products,
 * mechanics, screens (./activityScreens.ts) and conditions.
 *
 * Statuses (part 1 §4 shows ACTIVE and CONSTRUCTION; the rest is ours, issue 13):
 *   CONSTRUCTION  being built; every new activity and every copy starts here
 *   ACTIVE        running: sessions may be planned in it
 *   PAUSED        stopped for a while (no new sessions); may run again or be finished
 *   FINISHED      over; its figures stay
 *   ARCHIVED      out of every list but its own page
 * Transitions: CONSTRUCTION → ACTIVE (only when complete: dates, a KPI, a focus product);
 * ACTIVE → PAUSED | FINISHED; PAUSED → ACTIVE | FINISHED | CONSTRUCTION; FINISHED → ARCHIVED.
 */
export const ACTIVITY_STATUSES = ['CONSTRUCTION', 'ACTIVE', 'PAUSED', 'FINISHED', 'ARCHIVED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_TRANSITIONS: Record<ActivityStatus, readonly ActivityStatus[]> = {
  CONSTRUCTION: ['ACTIVE'],
  ACTIVE: ['PAUSED', 'FINISHED'],
  PAUSED: ['ACTIVE', 'FINISHED', 'CONSTRUCTION'],
  FINISHED: ['ARCHIVED'],
  ARCHIVED: [],
};

export const canTransition = (from: string, to: string) =>
  (ACTIVITY_TRANSITIONS[from as ActivityStatus] ?? []).includes(to as ActivityStatus);

/** Gender of a focus product's condition; sent as null, 1, 0 (part 1 §5 "Data shaping on send"). */
export const GENDERS = [
  { id: 'NO_MATTER', name: 'Не важно' },
  { id: 'MALE', name: 'Мужской' },
  { id: 'FEMALE', name: 'Женский' },
] as const;
export type Gender = (typeof GENDERS)[number]['id'];
export const genderToApi = (gender: Gender | null | undefined): 1 | 0 | null =>
  gender === 'MALE' ? 1 : gender === 'FEMALE' ? 0 : null;
export const genderFromApi = (value: unknown): Gender =>
  value === 1 || value === '1' ? 'MALE' : value === 0 || value === '0' ? 'FEMALE' : 'NO_MATTER';

export const ACTIVITY_TYPES = [
  { id: 'PROMO', name: 'Промо' },
  { id: 'SAMPLING', name: 'Сэмплинг' },
  { id: 'EVENT', name: 'Мероприятие' },
] as const;
export const CUSTOMER_TYPES = [
  { id: 'ANY', name: 'Любые' },
  { id: 'NEW', name: 'Новые' },
  { id: 'EXISTING', name: 'Существующие' },
] as const;
export const LIMIT_PERIODS = [
  { id: 'SESSION', name: 'Сессия' },
  { id: 'DAY', name: 'День' },
  { id: 'WEEK', name: 'Неделя' },
  { id: 'MONTH', name: 'Месяц' },
] as const;

/** Sizes the editor must stay usable at (20 × 3 × 8) with room to spare. */
export const ACTIVITY_LIMITS = { kpis: 50, focusProducts: 50, mechanics: 10, screens: 30, conditions: 10 };

const choice = <T extends readonly { id: string }[]>(choices: T) =>
  yup
    .string()
    .oneOf(
      choices.map((c) => c.id),
      MESSAGES.unknownReference,
    )
    .nullable()
    .default(null);

export const kpiSchema = yup.object({
  id: idRef().nullable().default(null),
  title: requiredText(255),
  planMin: optionalCount(),
  planMax: optionalCount().test('min-max', ACTIVITY_MESSAGES.planMinOverMax, function check(max) {
    const { planMin } = this.parent as { planMin: number | null };
    return max == null || planMin == null || planMin <= max;
  }),
  apkId: optionalText(64),
});

export const conditionSchema = yup.object({
  gender: yup
    .string()
    .oneOf(
      GENDERS.map((g) => g.id),
      MESSAGES.unknownReference,
    )
    .default('NO_MATTER'),
  formats: idList(),
});

export const mechanicSchema = yup.object({
  id: idRef().nullable().default(null),
  title: requiredText(255),
  screens: yup
    .array(screenSchema)
    .typeError(NOT_A_LIST)
    .max(ACTIVITY_LIMITS.screens, ACTIVITY_MESSAGES.tooMany(ACTIVITY_LIMITS.screens))
    .default([]),
});

export const focusProductSchema = yup.object({
  id: idRef().nullable().default(null),
  title: requiredText(255),
  reportTitle: optionalText(255),
  format: idRef().nullable().default(null),
  program: idRef().nullable().default(null),
  subSource: optionalText(255),
  brandFormatComesFromExternalEvent: flag(),
  isEnableDeviceNumberCheck: flag(),
  scratchCard: idRef().nullable().default(null),
  conditions: yup
    .array(conditionSchema)
    .typeError(NOT_A_LIST)
    .max(ACTIVITY_LIMITS.conditions, ACTIVITY_MESSAGES.tooMany(ACTIVITY_LIMITS.conditions))
    .default([]),
  mechanics: yup
    .array(mechanicSchema)
    .typeError(NOT_A_LIST)
    .max(ACTIVITY_LIMITS.mechanics, ACTIVITY_MESSAGES.tooMany(ACTIVITY_LIMITS.mechanics))
    .default([]),
});

/** Every field of "Activity (full)" but id and status (status moves by its own call). */
export const activitySchema = yup.object({
  title: requiredText(255),
  description: optionalText(5000),
  startDate: optionalDate(),
  stopDate: optionalDate().test('after-start', ACTIVITY_MESSAGES.stopBeforeStart, function check(stop) {
    const { startDate } = this.parent as { startDate: Date | null };
    return !stop || !startDate || stop >= startDate;
  }),
  type: choice(ACTIVITY_TYPES),
  isHoreca: flag(),
  contactCountPerHour: optionalCount(),
  effectiveContactsPerHour: optionalCount(),
  totalContact: optionalCount(),
  consultantPlan: optionalCount(),
  totalEffectiveContacts: optionalCount(),
  hourPlan: optionalCount(),
  showExtraStats: flag(),
  showFastSaleButton: flag(),
  showSwapButton: flag(),
  showReturnExchangeButton: flag(),
  showPriceRequestOnStart: flag(),
  salesConsultant: flag(),
  isEnableAudioControl: flag(),
  isEnableInterview: flag(),
  isEnableEwallet: flag(),
  isEnableRegistrationsLimit: flag(),
  // Both required when the limit is on ("when" in its function form: biome refuses a `then` key).
  registrationsLimitCount: optionalCount().when('isEnableRegistrationsLimit', ([limited], s) =>
    limited
      ? s.required(ACTIVITY_MESSAGES.limitCountRequired).min(1, ACTIVITY_MESSAGES.limitCountRequired)
      : s,
  ),
  registrationsLimitPeriod: choice(LIMIT_PERIODS).when('isEnableRegistrationsLimit', ([limited], s) =>
    limited ? s.required(ACTIVITY_MESSAGES.limitPeriodRequired) : s,
  ),
  customerType: choice(CUSTOMER_TYPES),
  mainMedia: idRef().nullable().default(null),
  department: idRef().nullable().default(null),
  interviewKit: idRef().nullable().default(null),
  formats: idList(),
  actions: idList(),
  kpis: yup
    .array(kpiSchema)
    .typeError(NOT_A_LIST)
    .max(ACTIVITY_LIMITS.kpis, ACTIVITY_MESSAGES.tooMany(ACTIVITY_LIMITS.kpis))
    .default([]),
  focusProducts: yup
    .array(focusProductSchema)
    .typeError(NOT_A_LIST)
    .max(ACTIVITY_LIMITS.focusProducts, ACTIVITY_MESSAGES.tooMany(ACTIVITY_LIMITS.focusProducts))
    .default([]),
});
export type ActivityInput = yup.InferType<typeof activitySchema>;

export const activityStatusSchema = yup.object({
  status: yup
    .string()
    .oneOf([...ACTIVITY_STATUSES], MESSAGES.unknownReference)
    .required(MESSAGES.required),
});

/** The copy dialog (part 1 §3 "Activity copy"; §7 POST activities/copy). */
export const activityCopySchema = yup.object({
  title: requiredText(255),
  activity: idRef().required(MESSAGES.required),
});

/** What ACTIVE needs (also shown to the editor as the reason a start is refused). */
export const isComplete = (a: {
  startDate: unknown;
  stopDate: unknown;
  kpis: unknown[];
  focusProducts: unknown[];
}) => !!a.startDate && !!a.stopDate && a.kpis.length > 0 && a.focusProducts.length > 0;
