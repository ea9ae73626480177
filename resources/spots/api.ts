import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';

export interface SpotSession {
  id: string;
  status: string;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  consultant: { id: string; firstName: string; lastName: string; photo: string | null };
  activity: { id: string; title: string } | null;
}
export interface SpotResponsible {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  crManager: { id: string; name: string } | null;
}
export interface SpotDetails {
  id: string;
  title: string;
  legalName: string | null;
  address: string | null;
  customerNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  city: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
  responsibles: SpotResponsible[];
  recentSessions: SpotSession[];
  plannedSessions: SpotSession[];
}

const SESSION = `id status plannedStartTime plannedEndTime startTime stopTime
  consultant { id firstName lastName photo } activity { id title }`;

/** spot(id): the trade point, its responsible people, its recent and planned sessions. */
export const SPOT_QUERY = `query SpotPage($id: ID!) {
  spot(id: $id) {
    id title legalName address customerNumber latitude longitude
    city { id title } region { id title }
    responsibles { id role firstName lastName photo crManager { id name } }
    recentSessions { ${SESSION} }
    plannedSessions { ${SESSION} }
  }
}`;

export const useSpot = (id: string | undefined) =>
  useQuery({
    queryKey: ['spotPage', id],
    queryFn: async () => (await graphql<{ spot: SpotDetails | null }>(SPOT_QUERY, { id })).spot,
    enabled: !!id,
    retry: false,
  });
