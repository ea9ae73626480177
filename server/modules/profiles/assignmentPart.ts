import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { planBlock } from '../../../domain/permissions';
import {
  ASSIGNMENT_MESSAGES,
  managerAssignmentSchema,
  spotResponsibleSchema,
} from '../../../domain/validation/assignments';
import { spotResponsibles, users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { validate } from '../../http/validate';
import { recordUserEvents } from '../history/record';
import type { UserPatchPart } from '../users/patch';
import {
  findActiveCrManager,
  findManager,
  findSpotResponsible,
  listManagerCandidates,
  MANAGER_ROLE_FOR,
  managerCandidatesWhere,
} from './queries';
import { fullName, requirePermission, scopedTarget } from './target';

const personRef = (p: { id: number; lastName: string; firstName: string } | null) =>
  p ? { id: p.id, name: fullName(p) } : null;

/**
 * Assigning a coordinator (to a consultant) or a manager (to a coordinator) sets the user's
 * manager (part 1 §6 "Assignments"). The new manager must be one of managerCandidates: the role
 * above the user's, in the user's agency, working, and within the assigner's own scope.
 */
export const managerPart: UserPatchPart = {
  name: 'manager',
  matches: (body) => 'manager' in body,
  body: managerAssignmentSchema,
  handle: async ({ db, viewer, targetId, body }) => {
    requirePermission(viewer, 'users.assignManager');
    const target = await scopedTarget(db, viewer, targetId);
    if (target.id === viewer.id) throw forbidden();
    const input = await validate(managerAssignmentSchema, body);
    const role = MANAGER_ROLE_FOR[target.role];
    if (!role) throw badRequest({ manager: [ASSIGNMENT_MESSAGES.managerNotForRole] });
    const candidates = await listManagerCandidates(db, managerCandidatesWhere(viewer, target));
    const chosen = candidates.find((c) => c.id === input.manager);
    const block = chosen
      ? planBlock({
          isFired: false,
          verifiedByAgency: chosen.verifiedByAgency ?? null,
          verifiedUntil: chosen.verifiedUntil ?? null,
        })
      : null;
    if (block)
      throw badRequest({
        manager: [
          block === 'APPROVAL_EXPIRED'
            ? ASSIGNMENT_MESSAGES.managerApprovalExpired
            : ASSIGNMENT_MESSAGES.managerNotApproved,
        ],
      });
    if (!chosen)
      throw badRequest({
        manager: [
          role === 'COORDINATOR'
            ? ASSIGNMENT_MESSAGES.coordinatorExpected
            : ASSIGNMENT_MESSAGES.agencyManagerExpected,
        ],
      });
    const previous = await findManager(db, target.managerId);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ managerId: chosen.id }).where(eq(users.id, target.id));
      await recordUserEvents(tx, [
        {
          userId: target.id,
          actorId: viewer.id,
          kind: 'MANAGER_SET',
          details: { role, from: personRef(previous), to: personRef(chosen) },
        },
      ]);
    });
    return {
      id: target.id,
      manager: {
        id: chosen.id,
        firstName: chosen.firstName,
        lastName: chosen.lastName,
        phone: chosen.phone,
        email: chosen.email,
        photo: chosen.photo,
      },
    };
  },
};

/** Roles that get a spot responsible: the people who work at trade points. */
const SPOT_RESPONSIBLE_ROLES = ['CONSULTANT', 'COORDINATOR'];

/** A spot responsible from the CR managers list (PATCH users/{id} spotResponsible). */
export const spotResponsiblePart: UserPatchPart = {
  name: 'spotResponsible',
  matches: (body) => 'spotResponsible' in body,
  body: spotResponsibleSchema,
  handle: async ({ db, viewer, targetId, body }) => {
    requirePermission(viewer, 'users.assignSpotResponsible');
    const target = await scopedTarget(db, viewer, targetId);
    const input = await validate(spotResponsibleSchema, body);
    if (!SPOT_RESPONSIBLE_ROLES.includes(target.role))
      throw badRequest({ spotResponsible: [ASSIGNMENT_MESSAGES.spotResponsibleNotForRole] });
    const chosen = await findActiveCrManager(db, input.spotResponsible);
    if (!chosen) throw badRequest({ spotResponsible: [MESSAGES.unknownReference] });
    await db.transaction(async (tx) => {
      const previous = await findSpotResponsible(tx, target.id);
      const assigned = { crManagerId: chosen.id, assignedById: viewer.id, assignedAt: new Date() };
      await tx
        .insert(spotResponsibles)
        .values({ userId: target.id, ...assigned })
        .onConflictDoUpdate({ target: spotResponsibles.userId, set: assigned });
      await recordUserEvents(tx, [
        {
          userId: target.id,
          actorId: viewer.id,
          kind: 'SPOT_RESPONSIBLE_SET',
          details: { from: previous, to: { id: chosen.id, name: chosen.name } },
        },
      ]);
    });
    return { id: target.id, spotResponsible: { id: chosen.id, fullName: chosen.name } };
  },
};
