import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { ASSIGNMENT_MESSAGES, supervisorCitiesSchema } from '../../../domain/validation/assignments';
import { supervisorCities } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { validate } from '../../http/validate';
import { recordUserEvents } from '../history/record';
import type { UserPatchPart } from '../users/patch';
import { activeCitiesAmong, citiesOfSupervisor } from './queries';
import { requirePermission, scopedTarget } from './target';

/**
 * The cities of a supervisor (part 2 §2, §5, §7 "PATCH users/{id} cities[]"): the user must be a
 * supervisor (COORDINATOR), with at least one active city; a regional manager only gives the
 * cities of their region. The list replaces the previous one.
 */
export const citiesPart: UserPatchPart = {
  name: 'cities',
  matches: (body) => 'cities' in body,
  body: supervisorCitiesSchema,
  handle: async ({ db, viewer, targetId, body }) => {
    requirePermission(viewer, 'users.assignCities');
    const target = await scopedTarget(db, viewer, targetId);
    if (target.role !== 'COORDINATOR')
      throw badRequest({ non_field_errors: [ASSIGNMENT_MESSAGES.citiesOnlyForSupervisor] });
    const input = await validate(supervisorCitiesSchema, body);
    const ids = [...new Set(input.cities)];
    const region = viewer.role === 'MANAGER_BU' ? (viewer.regionId ?? -1) : null;
    const found = await activeCitiesAmong(db, ids, region);
    if (found.length !== ids.length) throw badRequest({ cities: [MESSAGES.unknownReference] });
    const chosen = await db.transaction(async (tx) => {
      const previous = await citiesOfSupervisor(tx, target.id);
      await tx.delete(supervisorCities).where(eq(supervisorCities.userId, target.id));
      await tx
        .insert(supervisorCities)
        .values(ids.map((cityId) => ({ userId: target.id, cityId, assignedById: viewer.id })));
      const now = await citiesOfSupervisor(tx, target.id);
      await recordUserEvents(tx, [
        {
          userId: target.id,
          actorId: viewer.id,
          kind: 'CITIES_SET',
          details: { from: previous.map((c) => c.title), to: now.map((c) => c.title) },
        },
      ]);
      return now;
    });
    return { id: target.id, cities: chosen };
  },
};
