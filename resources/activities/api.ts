import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';

/** The activity pages' reads and writes (issue 13), outside react-admin's resources. */

export interface Ref {
  id: string;
  title: string;
}
export interface ScreenData extends Record<string, unknown> {
  id: string;
  type: string;
  index: number;
}
export interface ActivityData extends Record<string, unknown> {
  id: string;
  title: string;
  status: string;
  description: string | null;
  startDate: number | null;
  stopDate: number | null;
  formats: (Ref & { sku: string | null })[];
  actions: Ref[];
  mainMedia: Ref | null;
  department: Ref | null;
  interviewKit: Ref | null;
  kpis: {
    id: string;
    title: string;
    planMin: number | null;
    planMax: number | null;
    order: number;
    apkId: string | null;
  }[];
  focusProducts: {
    id: string;
    title: string;
    reportTitle: string | null;
    format: Ref | null;
    program: Ref | null;
    subSource: string | null;
    brandFormatComesFromExternalEvent: boolean;
    isEnableDeviceNumberCheck: boolean;
    scratchCard: Ref | null;
    conditions: { gender: string; formats: string[] }[];
    mechanics: { id: string; title: string; screens: ScreenData[] }[];
  }[];
}

const SCREEN = `id type index isCanSkip skipNext destination declineDelay isMakeEffective isMakeInfo
  media { id title } mediaMulti { media formats } disclaimer message { id title }
  isEmailMandatory isAutoRegistration needPinCode pinCodeIsMandatory showPassportField registrationField
  cardCodeType { id title } isActiveIncentive incentiveSum photoIsRequired photoNeedAudit photoTitle photoDescription
  interviewKit devices sticks showConstructor showSaleButton showMoneyBack boughtPacks buygloScanDmCodes
  swapPacks contactPacks scanDmCodes compliments glocomplimentScanDmCodes cigarettes buycigarettesScanDmCodes
  buycigarettesDmCodesCount`;

export const ACTIVITY_QUERY = `query ActivityFull($id: ID!) { activity(id: $id) {
  id title status description startDate stopDate type isHoreca contactCountPerHour effectiveContactsPerHour
  totalContact consultantPlan totalEffectiveContacts hourPlan showExtraStats showFastSaleButton showSwapButton
  showReturnExchangeButton showPriceRequestOnStart salesConsultant isEnableAudioControl isEnableInterview
  isEnableEwallet isEnableRegistrationsLimit registrationsLimitCount registrationsLimitPeriod customerType
  mainMedia { id title } department { id title } interviewKit { id title } formats { id title sku } actions { id title }
  kpis { id title planMin planMax order apkId }
  focusProducts { id title reportTitle format { id title } program { id title } subSource
    brandFormatComesFromExternalEvent isEnableDeviceNumberCheck scratchCard { id title }
    conditions { gender formats } mechanics { id title screens { ${SCREEN} } } }
} }`;

export const useActivity = (id: string | undefined) =>
  useQuery({
    queryKey: ['activity', id],
    queryFn: async () => (await graphql<{ activity: ActivityData | null }>(ACTIVITY_QUERY, { id })).activity,
    enabled: !!id,
    retry: false,
  });

export interface ActivityStats {
  session: number;
  consultants: number;
  workTime: number;
  contact: number;
  effConcatsFact: number;
  ifnConcatsFact: number;
  effConcatsPlan: number | null;
  ifnConcatsPlan: number | null;
  reg: number;
  swap: number;
  compliment: number;
}
const STATS =
  'session consultants workTime contact effConcatsFact ifnConcatsFact effConcatsPlan ifnConcatsPlan reg swap compliment';

export interface ActivityEvent {
  id: string;
  kind: string;
  action: string | null;
  details: string;
  createdAt: number;
  actor: string | null;
}

/** The page's facts and history, read beside the activity. */
export const useActivityFacts = (id: string | undefined) =>
  useQuery({
    queryKey: ['activityFacts', id],
    queryFn: () =>
      graphql<{ activityStats: ActivityStats | null; activityHistory: ActivityEvent[] }>(
        `query Facts($id: ID!) { activityStats(id: $id) { ${STATS} }
          activityHistory(id: $id) { id kind action details createdAt actor } }`,
        { id },
      ),
    enabled: !!id,
    retry: false,
  });

export interface ActivityLive {
  today: ActivityStats;
  plannedToday: number;
  working: {
    sessionId: string;
    consultantId: string;
    firstName: string;
    lastName: string;
    spotTitle: string | null;
    startTime: number | null;
    contacts: number;
  }[];
}
/** Who works on it now and today's counts: refetched every 30 s while the live page is open. */
export const useActivityLive = (id: string | undefined) =>
  useQuery({
    queryKey: ['activityLive', id],
    queryFn: async () =>
      (
        await graphql<{ activityLive: ActivityLive | null }>(
          `query Live($id: ID!, $timeZone: String) { activityLive(id: $id, timeZone: $timeZone) {
            today { ${STATS} } plannedToday
            working { sessionId consultantId firstName lastName spotTitle startTime contacts } } }`,
          { id, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        )
      ).activityLive,
    enabled: !!id,
    refetchInterval: 30_000,
    retry: false,
  });

/** Choices of one reference kind (server/modules/activities/choicesSchema.ts): by text, or by ids. */
export const fetchChoices = async (kind: string, args: { search?: string; ids?: string[] }) =>
  (
    await graphql<{ activityChoices: Ref[] }>(
      'query Choices($kind: String!, $search: String, $ids: [ID!]) { activityChoices(kind: $kind, search: $search, ids: $ids) { id title } }',
      { kind, ...args },
    )
  ).activityChoices;

export const activityApi = {
  create: (body: unknown) => request<{ id: number }>(apiUrl('activities'), { method: 'POST', body }),
  save: (id: string, body: unknown) =>
    request<{ id: number }>(apiUrl(`activities/${id}`), { method: 'PATCH', body }),
  status: (id: string, status: string) =>
    request<{ id: number; status: string }>(apiUrl(`activities/${id}/status`), {
      method: 'POST',
      body: { status },
    }),
  copy: (activity: string, title: string) =>
    request<{ id: number }>(apiUrl('activities/copy'), {
      method: 'POST',
      body: { title, activity: Number(activity) },
    }),
  remove: (id: string) => request(apiUrl(`activities/${id}`), { method: 'DELETE' }),
};

const ref = (r: Ref | null | undefined) => (r ? Number(r.id) : null);
const refs = (list: (Ref | string)[] | null | undefined) =>
  (list ?? []).map((r) => Number(typeof r === 'string' ? r : r.id));

/** The stored activity as the editor's form holds it (references by id, screens by their fields). */
export const toForm = (a: ActivityData) => ({
  ...a,
  startDate: a.startDate ? new Date(a.startDate * 1000).toISOString().slice(0, 10) : null,
  stopDate: a.stopDate ? new Date(a.stopDate * 1000).toISOString().slice(0, 10) : null,
  mainMedia: ref(a.mainMedia),
  department: ref(a.department),
  interviewKit: ref(a.interviewKit),
  formats: refs(a.formats),
  actions: refs(a.actions),
  kpis: a.kpis.map(({ order: _order, ...k }) => k),
  focusProducts: a.focusProducts.map((p) => ({
    ...p,
    format: ref(p.format),
    program: ref(p.program),
    scratchCard: ref(p.scratchCard),
    conditions: p.conditions.map((c) => ({ gender: c.gender, formats: refs(c.formats) })),
    mechanics: p.mechanics.map((m) => ({
      ...m,
      screens: m.screens.map(({ index: _index, ...s }) => ({
        ...s,
        media: ref(s.media as Ref | null),
        message: ref(s.message as Ref | null),
        cardCodeType: (s.cardCodeType as Ref | null)?.id ?? null,
        disclaimer: s.disclaimer == null ? null : Number(s.disclaimer),
        interviewKit: s.interviewKit == null ? null : Number(s.interviewKit),
        devices: refs(s.devices as string[]),
        sticks: refs(s.sticks as string[]),
        compliments: refs(s.compliments as string[]),
        cigarettes: refs(s.cigarettes as string[]),
        mediaMulti: ((s.mediaMulti as { media: string; formats: string[] }[]) ?? []).map((mm) => ({
          media: Number(mm.media),
          formats: refs(mm.formats),
        })),
      })),
    })),
  })),
});
