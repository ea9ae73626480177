import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints';
import { fetchCities, fetchCoordinators, personName } from '../sessions/dialogs/api';

/** A trade point as the list reads it (server/modules/spots/tradePointSchema.ts `TradePoint`). */
export interface TradePoint {
  id: string;
  title: string;
  address: string | null;
  searchString: string;
  customerNumber: string | null;
  legalName: string | null;
  hasSessions: boolean;
  city: { id: string; title: string; region: { id: string; title: string } | null } | null;
  coordinator: { id: string; name: string } | null;
}

const STALE = 60_000;

/** The active cities with their region (the session dialogs' own query, planningCities). */
export const useCityChoices = () =>
  useQuery({ queryKey: ['tradePoints', 'cities'], queryFn: fetchCities, staleTime: STALE });

export const useRegionChoices = () =>
  useQuery({
    queryKey: ['tradePoints', 'regions'],
    queryFn: async () =>
      (
        await graphql<{ tradePointRegions: { id: string; title: string }[] }>(
          '{ tradePointRegions { id title } }',
        )
      ).tradePointRegions.map((r) => ({ id: r.id, name: r.title })),
    staleTime: STALE,
  });

/** HQ's choice of a spot's coordinator: the coordinators who are not fired. */
export const useCoordinatorChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['tradePoints', 'coordinators'],
    queryFn: async () => (await fetchCoordinators()).map((p) => ({ id: p.id, name: personName(p) })),
    enabled,
    staleTime: STALE,
  });

/** Says once, in part 2 §8's words, that a choice list could not be loaded. */
export const useFailureNotice = (failed: boolean, message: string) => {
  const notify = useNotify();
  useEffect(() => {
    if (failed) notify(message, { type: 'error', messageArgs: { _: message } });
  }, [failed, message, notify]);
};

/** GET /api/spots/export/: a five-minute link to the CSV of the viewer's whole list, which the browser opens. */
export const exportLink = async (): Promise<string> => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { download_url } = await request<{ download_url: string }>(
    apiUrl(`spots/export?timeZone=${encodeURIComponent(timeZone)}`),
  );
  if (!download_url) throw new Error(TRADE_POINT_MESSAGES.downloadFailed);
  return download_url;
};
