import { useQuery } from '@tanstack/react-query';
import { readAuthData } from '../../../dataProvider/http';
import { fetchActivities, fetchCities, fetchCoordinators, fetchSpots, fetchTeam } from './api';

/** The choices of the session dialogs, read once a minute at most (react-admin's query client). */
const STALE = 60_000;

/** Read at each dialog's opening: a project HQ has just launched is offered at once. */
export const useActivities = () =>
  useQuery({ queryKey: ['sessionPlanning', 'activities'], queryFn: fetchActivities, staleTime: 0 });

export const useCities = () =>
  useQuery({ queryKey: ['sessionPlanning', 'cities'], queryFn: fetchCities, staleTime: STALE });

export const useSpots = (city: string | undefined) =>
  useQuery({
    queryKey: ['sessionPlanning', 'spots', city],
    queryFn: () => fetchSpots(city as string),
    enabled: !!city,
    staleTime: STALE,
  });

export const useCoordinators = (enabled: boolean) =>
  useQuery({
    queryKey: ['sessionPlanning', 'coordinators'],
    queryFn: fetchCoordinators,
    enabled,
    staleTime: STALE,
  });

export const useTeam = (coordinator: string | undefined) =>
  useQuery({
    queryKey: ['sessionPlanning', 'team', coordinator],
    queryFn: () => fetchTeam(coordinator as string),
    enabled: !!coordinator,
    staleTime: STALE,
  });

/** A coordinator plans their own team; the other roles pick a coordinator first. */
export const useOwnTeam = (): string | undefined => {
  const user = readAuthData()?.user;
  return user?.role === 'COORDINATOR' ? String(user.id) : undefined;
};
