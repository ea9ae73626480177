import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { spots, tabletModels, users } from '../../db/schema';
import type { Viewer } from '../users/queries';

/**
 * What the equipment edit forms offer (part 2 §6): the verified, not fired consultants of the
 * current manager, the active (not removed) spots of that coordinator, the tablet models, and
 * for HQ the coordinators a row may be given to. The routes check a save against the same lists.
 */

const name = sql<string>`${users.lastName} || ' ' || ${users.firstName}`;

/** The manager whose people and spots a form lists: a coordinator is always their own. */
export const managerOf = (viewer: Viewer, requested: number | null): number | null =>
  viewer.role === 'HQ' ? requested : viewer.id;

export const consultantChoices = (db: Db, managerId: number | null) =>
  managerId == null
    ? Promise.resolve([])
    : db
        .select({ id: users.id, name })
        .from(users)
        .where(
          and(
            eq(users.managerId, managerId),
            eq(users.role, 'CONSULTANT'),
            eq(users.verifiedByAgency, true),
            eq(users.isFired, false),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

export const spotChoices = (db: Db, coordinatorId: number | null) =>
  coordinatorId == null
    ? Promise.resolve([])
    : db
        .select({ id: spots.id, title: spots.title })
        .from(spots)
        .where(and(eq(spots.coordinatorId, coordinatorId), eq(spots.isActive, true), isNull(spots.removedAt)))
        .orderBy(asc(spots.title), asc(spots.id));

export const tabletModelChoices = (db: Db) =>
  db
    .select({ id: tabletModels.id, name: tabletModels.name })
    .from(tabletModels)
    .orderBy(asc(tabletModels.name));

/** The coordinators HQ may give a row to (not fired); a coordinator only ever themselves. */
export const coordinatorChoices = (db: Db, viewer: Viewer) =>
  db
    .select({ id: users.id, name, agencyId: users.agencyId })
    .from(users)
    .where(
      and(
        eq(users.role, 'COORDINATOR'),
        eq(users.isFired, false),
        viewer.role === 'HQ' ? undefined : eq(users.id, viewer.id),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

export const findCoordinator = async (db: Db, id: number) =>
  (
    await db
      .select({ id: users.id, agencyId: users.agencyId })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'COORDINATOR'), eq(users.isFired, false)))
  )[0] ?? null;
