import type { SessionStatus } from '../../domain/validation/sessions';

/** A session as the lists read it (GraphQL `sessions`, part 1 §3 "Session"); times in epoch seconds. */
export interface SessionRecord {
  id: string;
  date: string | null;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  hourCount: number;
  status: SessionStatus;
  corruptedReason: string | null;
  consultant: { id: string; firstName: string; lastName: string; photo: string | null };
  activity: { id: string; title: string } | null;
  spot: { id: string; title: string; address: string | null; customerNumber: string | null } | null;
  city: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
}
