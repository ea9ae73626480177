import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../dataProvider/client';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  photo?: string | null;
}
export interface Named {
  id: string;
  title: string;
}
export interface SubEvent {
  time: number;
  reason?: string | null;
}
export interface ContactEvent {
  contactEventId: string;
  startTime: number;
  stopTime: number | null;
  watchStopTime: number | null;
  compliment: SubEvent | null;
  denial: SubEvent | null;
  review: SubEvent | null;
  exchange: SubEvent | null;
  registration: SubEvent | null;
  photos: { id: string; url: string }[];
}
export interface ContactCounts {
  contacts: number;
  compliments: number;
  denials: number;
  reviews: number;
  exchanges: number;
  registrations: number;
  photos: number;
  denialReasons: { reason: string | null; count: number }[];
}
export interface SessionHistoryEvent {
  id: string;
  kind: string;
  /** JSON: { field: [before, after] }, or the created session's fields. */
  details: string;
  createdAt: number;
  actor: Person | null;
}
export interface TimelineSession {
  id: string;
  status: string;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  hourCount: number;
  hoursWorked: number | null;
  hoursPlanned: number | null;
  corruptedReason: string | null;
  consultant: Person;
  activity: Named | null;
  spot: (Named & { address: string | null; customerNumber: string | null }) | null;
  city: Named | null;
  region: Named | null;
  contactCounts: ContactCounts;
  history: SessionHistoryEvent[];
}
export interface Timeline {
  session: TimelineSession | null;
  contacts: ContactEvent[];
}

const SUB = 'time';
/** sessionData(id) and ContactEventContact by session (part 1 §7), in one request. */
export const TIMELINE_QUERY = `query SessionTimeline($id: ID!) {
  sessionData(id: $id) {
    id status plannedStartTime plannedEndTime startTime stopTime hourCount hoursWorked hoursPlanned
    corruptedReason
    consultant { id firstName lastName photo }
    activity { id title }
    spot { id title address customerNumber }
    city { id title }
    region { id title }
    contactCounts { contacts compliments denials reviews exchanges registrations photos
      denialReasons { reason count } }
    history { id kind details createdAt actor { id firstName lastName } }
  }
  contactEventContacts(session: $id) {
    contactEventId startTime stopTime watchStopTime
    compliment { ${SUB} } denial { ${SUB} reason } review { ${SUB} } exchange { ${SUB} }
    registration { ${SUB} } photos { id url }
  }
}`;

export const fetchTimeline = async (id: string): Promise<Timeline> => {
  const data = await graphql<{
    sessionData: TimelineSession | null;
    contactEventContacts: ContactEvent[] | null;
  }>(TIMELINE_QUERY, { id });
  return { session: data.sessionData, contacts: data.contactEventContacts ?? [] };
};

export const useTimeline = (id: string | undefined) =>
  useQuery({
    queryKey: ['sessionTimeline', id],
    queryFn: () => fetchTimeline(id!),
    enabled: !!id,
    retry: false,
  });
