import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import { ALERT_WIDGET_REFRESH_SECONDS, type AlertKind } from '../../domain/alerts';
import { formatDate } from '../../src/layout/dates';

export interface AlertPerson {
  id: string;
  firstName: string;
  lastName: string;
  photo?: string | null;
}

export interface AlertNode {
  id: string;
  kind: AlertKind;
  raisedAt: number;
  acknowledgedAt: number | null;
  acknowledgedBy: AlertPerson | null;
  consultant: AlertPerson;
  coordinator: AlertPerson | null;
  session: { id: string; status: string; plannedStartTime: number; plannedEndTime: number | null };
  spot: {
    id: string;
    title: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  activity: { id: string; title: string } | null;
  reason: string | null;
  lateMinutes: number | null;
  distanceMeters: number | null;
  latitude: number | null;
  longitude: number | null;
  pingTime: number | null;
  contacts: number | null;
  planPerHour: number | null;
}

const FIELDS = `id kind raisedAt acknowledgedAt acknowledgedBy { id firstName lastName }
  consultant { id firstName lastName photo } coordinator { id firstName lastName }
  session { id status plannedStartTime plannedEndTime } spot { id title address latitude longitude }
  activity { id title } reason lateMinutes distanceMeters latitude longitude pingTime contacts planPerHour`;

/** How many open alerts the widget lists (the count says how many more there are). */
export const WIDGET_SIZE = 10;

const OPEN_ALERTS = `query OpenAlerts($first: Int) {
  alerts(open: true, first: $first) { totalCount edges { node { ${FIELDS} } } }
}`;
const ALERT = `query AlertPage($id: ID!) { alert(id: $id) { ${FIELDS} } }`;

const REFRESH = ALERT_WIDGET_REFRESH_SECONDS * 1000;

/** The open alerts in the viewer's scope, newest first: one request, refreshed while shown. */
export const useOpenAlerts = () =>
  useQuery({
    queryKey: ['alerts', 'open'],
    queryFn: async () => {
      const { alerts } = await graphql<{
        alerts: { totalCount: number; edges: { node: AlertNode }[] };
      }>(OPEN_ALERTS, { first: WIDGET_SIZE });
      return { total: alerts.totalCount, items: alerts.edges.map((e) => e.node) };
    },
    refetchInterval: REFRESH,
    retry: false,
  });

export const useAlert = (id: string | undefined) =>
  useQuery({
    queryKey: ['alerts', 'one', id],
    queryFn: async () => (await graphql<{ alert: AlertNode | null }>(ALERT, { id })).alert,
    enabled: !!id,
    retry: false,
  });

/** POST /api/alerts/{id}/acknowledge/, then every alert read again (the widget and the page). */
export const useAcknowledge = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(apiUrl(`alerts/${id}/acknowledge`), { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alerts'] }),
  });
};

/** 'DD MMMM, YYYY HH:mm' (part 1 §9 "Date display"), without dayjs: the widget loads with the first screen. */
export const dateTime = (seconds: number | null | undefined, locale: string) =>
  seconds == null ? '' : formatDate(seconds * 1000, 'DD MMMM, YYYY HH:mm', locale);

export const clock = (seconds: number | null | undefined) =>
  seconds == null ? '' : formatDate(seconds * 1000, 'HH:mm', 'ru');

export const fullName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.lastName} ${p.firstName}`.trim() : '';

export interface TodaySession {
  id: string;
  status: string;
  plannedStartTime: number;
  corruptedReason: string | null;
  consultantId: string;
  consultantName: string;
  spotId: string | null;
  spotTitle: string | null;
}

export interface SessionsToday {
  day: string;
  planned: number;
  started: number;
  completed: number;
  missed: number;
  corrupted: number;
  lateCount: number;
  late: TodaySession[];
  corruptedSessions: TodaySession[];
}

const TODAY_SESSION =
  'id status plannedStartTime corruptedReason consultantId consultantName spotId spotTitle';
const SESSIONS_TODAY = `query SessionsToday($timeZone: String) {
  sessionsToday(timeZone: $timeZone) {
    day planned started completed missed corrupted lateCount
    late { ${TODAY_SESSION} } corruptedSessions { ${TODAY_SESSION} }
  }
}`;

/** The browser's own day, as the session lists count it. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const useSessionsToday = () =>
  useQuery({
    queryKey: ['sessionsToday', TIME_ZONE],
    queryFn: async () =>
      (await graphql<{ sessionsToday: SessionsToday }>(SESSIONS_TODAY, { timeZone: TIME_ZONE }))
        .sessionsToday,
    refetchInterval: REFRESH,
    retry: false,
  });
