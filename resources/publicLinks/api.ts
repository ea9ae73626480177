import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import type { PublicLinkKind, PublicLinkState } from '../../domain/publicLinks';
import type { ActivityStats } from '../activities/api';

/** A link as HQ's list shows it (its token is never read back: only its hash is kept). */
export interface PublicLinkData {
  id: string;
  dateFrom: string;
  dateTo: string;
  expiresAt: number | null;
  createdAt: number;
  createdBy: string | null;
  revokedAt: number | null;
  revokedBy: string | null;
  state: PublicLinkState;
}

export const publicLinksKey = (kind: PublicLinkKind, objectId: string) => ['publicLinks', kind, objectId];

/** One object's links, newest first (HQ). */
export const usePublicLinks = (kind: PublicLinkKind, objectId: string) =>
  useQuery({
    queryKey: publicLinksKey(kind, objectId),
    queryFn: async () =>
      (
        await graphql<{ publicLinks: PublicLinkData[] }>(
          `query PublicLinks($kind: String!, $objectId: ID!) { publicLinks(kind: $kind, objectId: $objectId) {
            id dateFrom dateTo expiresAt createdAt createdBy revokedAt revokedBy state } }`,
          { kind, objectId },
        )
      ).publicLinks,
    retry: false,
  });

export interface NewPublicLink {
  kind: PublicLinkKind;
  objectId: number;
  dateFrom: string;
  dateTo: string;
  expiresOn: string | null;
  timeZone: string;
}

export const publicLinkApi = {
  /** → the link's token and page path, shown once. */
  create: (link: NewPublicLink) =>
    request<{ id: number; token: string; path: string }>(apiUrl('public-links'), {
      method: 'POST',
      body: link,
    }),
  revoke: (id: string) => request(apiUrl(`public-links/${id}/revoke`), { method: 'POST', body: {} }),
};

/** What a KPI link shows: the activity's plan and KPIs, and the facts of its period. */
export interface PublicKpi {
  kind: 'kpi';
  dateFrom: string;
  dateTo: string;
  expiresAt: number | null;
  activity: {
    title: string;
    contactCountPerHour: number | null;
    effectiveContactsPerHour: number | null;
    totalContact: number | null;
    totalEffectiveContacts: number | null;
    consultantPlan: number | null;
    hourPlan: number | null;
    kpis: {
      id: string;
      title: string;
      planMin: number | null;
      planMax: number | null;
      order: number;
      apkId: string | null;
    }[];
  };
  stats: ActivityStats;
}

/** GET /api/public-links/kpi/{token}/ without a login; a link that is not valid answers 404. */
export const fetchPublicKpi = (token: string) =>
  request<PublicKpi>(apiUrl(`public-links/kpi/${encodeURIComponent(token)}`));

/** A YYYY-MM-DD day as every screen writes days: DD.MM.YYYY. */
export const dayOf = (day: string) => day.split('-').reverse().join('.');
