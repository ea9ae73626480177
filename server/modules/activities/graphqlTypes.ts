import {
  CARD_CODE_TYPES,
  SCREEN_FIELDS,
  type ScreenField,
  type ScreenType,
} from '../../../domain/validation/activityScreens';
import { builder } from '../../graphql/builder';
import type { FocusProductRow, FullActivity, Ref } from './store';

/** GraphQL types of "Activity (full)" (part 1 §3) and its parts, as store.ts reads them. */

export const ActivityRef = builder.objectRef<Ref>('ActivityNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});
const FormatRef = builder.objectRef<Ref & { sku?: string }>('ActivityFormat').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    sku: t.string({ nullable: true, resolve: (f) => f.sku ?? null }),
  }),
});
const MediaRef = builder.objectRef<Ref & { zipFile?: string | null }>('ActivityMedia').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    zipFile: t.string({ nullable: true, resolve: (m) => m.zipFile ?? null }),
  }),
});
const Department = builder.objectRef<Ref & { type: string }>('Department').implement({
  fields: (t) => ({ id: t.exposeID('id'), type: t.exposeString('type'), title: t.exposeString('title') }),
});

const Kpi = builder.objectRef<FullActivity['kpis'][number]>('ActivityKpi').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    planMin: t.exposeInt('planMin', { nullable: true }),
    planMax: t.exposeInt('planMax', { nullable: true }),
    order: t.exposeInt('order'),
    apkId: t.exposeString('apkId', { nullable: true }),
  }),
});

const Condition = builder
  .objectRef<FocusProductRow['conditions'][number]>('FocusProductCondition')
  .implement({
    fields: (t) => ({
      gender: t.exposeString('gender', { description: 'NO_MATTER, MALE or FEMALE (stored as null, 1, 0).' }),
      formats: t.idList({ resolve: (c) => c.formats }),
    }),
  });

const ScreenMedia = builder.objectRef<{ media: number; formats: number[] }>('ScreenMediaMulti').implement({
  fields: (t) => ({ media: t.exposeID('media'), formats: t.idList({ resolve: (m) => m.formats }) }),
});

type ScreenRow = Record<string, unknown> & { id: number; type: string; index: number };
const FLAGS = new Set<ScreenField>([
  'isCanSkip',
  'skipNext',
  'isMakeEffective',
  'isMakeInfo',
  'isEmailMandatory',
  'isAutoRegistration',
  'needPinCode',
  'pinCodeIsMandatory',
  'showPassportField',
  'isActiveIncentive',
  'photoIsRequired',
  'photoNeedAudit',
  'showConstructor',
  'showSaleButton',
  'showMoneyBack',
  'buygloScanDmCodes',
  'scanDmCodes',
  'glocomplimentScanDmCodes',
  'buycigarettesScanDmCodes',
]);
const COUNTS = new Set<ScreenField>([
  'destination',
  'declineDelay',
  'incentiveSum',
  'boughtPacks',
  'swapPacks',
  'contactPacks',
  'buycigarettesDmCodesCount',
]);
const ID_LISTS = new Set<ScreenField>(['devices', 'sticks', 'compliments', 'cigarettes']);
const TEXTS = new Set<ScreenField>(['photoTitle', 'photoDescription', 'registrationField']);
const IDS = new Set<ScreenField>(['disclaimer', 'interviewKit']);

/** Whether a screen of this type uses the field (others answer null). */
const uses = (s: ScreenRow, field: string) =>
  (SCREEN_FIELDS[s.type as ScreenType] as readonly string[] | undefined)?.includes(field) ?? false;
const value = (s: ScreenRow, field: string) => (uses(s, field) ? (s[field] ?? null) : null);

const Screen = builder.objectRef<ScreenRow>('Screen').implement({
  description:
    'One screen of a mechanic; a field its type does not use is null (domain/validation/activityScreens.ts).',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.id }),
    type: t.string({ resolve: (s) => s.type }),
    index: t.int({ resolve: (s) => s.index }),
    ...Object.fromEntries(
      [...FLAGS].map((f) => [
        f,
        t.boolean({ nullable: true, resolve: (s) => value(s, f) as boolean | null }),
      ]),
    ),
    ...Object.fromEntries(
      [...COUNTS].map((f) => [f, t.int({ nullable: true, resolve: (s) => value(s, f) as number | null })]),
    ),
    ...Object.fromEntries(
      [...TEXTS].map((f) => [f, t.string({ nullable: true, resolve: (s) => value(s, f) as string | null })]),
    ),
    ...Object.fromEntries(
      [...IDS].map((f) => [f, t.id({ nullable: true, resolve: (s) => value(s, f) as number | null })]),
    ),
    ...Object.fromEntries(
      [...ID_LISTS].map((f) => [f, t.idList({ resolve: (s) => (value(s, f) as number[] | null) ?? [] })]),
    ),
    media: t.field({
      type: MediaRef,
      nullable: true,
      resolve: (s) =>
        (s.mediaRef as Ref | undefined) ?? (value(s, 'media') ? { id: Number(s.media), title: '' } : null),
    }),
    mediaMulti: t.field({
      type: [ScreenMedia],
      resolve: (s) => (value(s, 'mediaMulti') as { media: number; formats: number[] }[] | null) ?? [],
    }),
    message: t.field({
      type: ActivityRef,
      nullable: true,
      resolve: (s) =>
        (s.messageRef as Ref | undefined) ??
        (value(s, 'message') ? { id: Number(s.message), title: '' } : null),
    }),
    cardCodeType: t.field({
      type: ActivityRef,
      nullable: true,
      resolve: (s) => {
        const code = CARD_CODE_TYPES.find((c) => c.id === value(s, 'cardCodeType'));
        return code ? { id: code.id as unknown as number, title: code.name } : null;
      },
    }),
  }),
});

const Mechanic = builder.objectRef<FocusProductRow['mechanics'][number]>('Mechanic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    screens: t.field({ type: [Screen], resolve: (m) => m.screens as ScreenRow[] }),
  }),
});

const FocusProduct = builder.objectRef<FocusProductRow>('FocusProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    reportTitle: t.exposeString('reportTitle', { nullable: true }),
    format: t.field({ type: FormatRef, nullable: true, resolve: (p) => p.format }),
    program: t.field({ type: ActivityRef, nullable: true, resolve: (p) => p.program }),
    subSource: t.exposeString('subSource', { nullable: true }),
    brandFormatComesFromExternalEvent: t.exposeBoolean('brandFormatComesFromExternalEvent'),
    isEnableDeviceNumberCheck: t.exposeBoolean('isEnableDeviceNumberCheck'),
    scratchCard: t.field({ type: ActivityRef, nullable: true, resolve: (p) => p.scratchCard }),
    conditions: t.field({ type: [Condition], resolve: (p) => p.conditions }),
    mechanics: t.field({ type: [Mechanic], resolve: (p) => p.mechanics }),
  }),
});

const epoch = (d: unknown) => (d ? Math.floor(new Date(d as string).getTime() / 1000) : null);
const PLAN = [
  'contactCountPerHour',
  'effectiveContactsPerHour',
  'totalContact',
  'consultantPlan',
  'totalEffectiveContacts',
  'hourPlan',
  'registrationsLimitCount',
] as const;
const OPTIONS = [
  'isHoreca',
  'showExtraStats',
  'showFastSaleButton',
  'showSwapButton',
  'showReturnExchangeButton',
  'showPriceRequestOnStart',
  'salesConsultant',
  'isEnableAudioControl',
  'isEnableInterview',
  'isEnableEwallet',
  'isEnableRegistrationsLimit',
] as const;
const TEXT_FIELDS = ['description', 'type', 'registrationsLimitPeriod', 'customerType'] as const;

export const ActivityFull = builder.objectRef<FullActivity>('ActivityFull').implement({
  description: 'An activity with every field of part 1 §3 "Activity (full)".',
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    title: t.string({ resolve: (a) => a.title }),
    status: t.string({ resolve: (a) => a.status }),
    startDate: t.int({ nullable: true, description: 'Epoch seconds.', resolve: (a) => epoch(a.startDate) }),
    stopDate: t.int({ nullable: true, description: 'Epoch seconds.', resolve: (a) => epoch(a.stopDate) }),
    ...Object.fromEntries(
      PLAN.map((f) => [f, t.int({ nullable: true, resolve: (a) => (a[f] as number | null) ?? null })]),
    ),
    ...Object.fromEntries(OPTIONS.map((f) => [f, t.boolean({ resolve: (a) => Boolean(a[f]) })])),
    ...Object.fromEntries(
      TEXT_FIELDS.map((f) => [
        f,
        t.string({ nullable: true, resolve: (a) => (a[f] as string | null) ?? null }),
      ]),
    ),
    mainMedia: t.field({ type: MediaRef, nullable: true, resolve: (a) => a.mainMedia as Ref | null }),
    department: t.field({
      type: Department,
      nullable: true,
      resolve: (a) => a.department as (Ref & { type: string }) | null,
    }),
    interviewKit: t.field({
      type: ActivityRef,
      nullable: true,
      resolve: (a) => a.interviewKit as Ref | null,
    }),
    formats: t.field({ type: [FormatRef], resolve: (a) => a.formats }),
    actions: t.field({ type: [ActivityRef], resolve: (a) => a.actions }),
    kpis: t.field({ type: [Kpi], resolve: (a) => a.kpis }),
    focusProducts: t.field({ type: [FocusProduct], resolve: (a) => a.focusProducts }),
    updatedAt: t.int({ resolve: (a) => epoch(a.updatedAt) ?? 0 }),
  }),
});

export { Department };
