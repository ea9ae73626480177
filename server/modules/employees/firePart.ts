import { fireSchema } from '../../../domain/validation/employees';
import { validate } from '../../http/validate';
import type { UserPatchPart } from '../users/patch';
import { fireEmployee } from './service';

/** The fire dialog: PATCH /api/users/{id}/ { firedReason, firedTimeStr, isFired } (part 1 §7). */
export const firePart: UserPatchPart = {
  name: 'dismissal',
  matches: (body) => 'isFired' in body || 'firedReason' in body || 'firedTimeStr' in body,
  body: fireSchema,
  handle: async ({ db, viewer, targetId, body }) => {
    const input = await validate(fireSchema, body);
    return fireEmployee(db, viewer, targetId, input);
  },
};
