import type { Db } from '../../db';
import { userEvents } from '../../db/schema';

/** A database handle or an open transaction: events are written inside the change's transaction. */
type Executor = Pick<Db, 'insert'>;

export type UserEventKind =
  | 'APPROVED'
  | 'UNAPPROVED'
  | 'FIRED'
  | 'PROLONGED'
  | 'MANAGER_SET'
  | 'SPOT_RESPONSIBLE_SET'
  | 'CITIES_SET';

export interface UserEvent {
  userId: number;
  actorId: number | null;
  kind: UserEventKind;
  details?: Record<string, unknown>;
}

/** Records events about users (who did what, when); call it in the transaction of the change. */
export const recordUserEvents = async (db: Executor, events: readonly UserEvent[]) => {
  if (events.length === 0) return;
  await db.insert(userEvents).values(events.map((e) => ({ ...e, details: e.details ?? {} })));
};
