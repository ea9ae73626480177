import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { can } from '../../../domain/permissions';
import {
  type ApproveInput,
  EMPLOYEE_MESSAGES,
  type FireInput,
  type ProlongInput,
} from '../../../domain/validation/employees';
import { revokeUserTokens } from '../../auth/tokens';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordUserEvents } from '../history/record';
import { profileExists, type Viewer } from '../users/queries';
import { employeesInScope } from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `months` after `from`, as PostgreSQL counts months (31 Jan + 1 month = 28/29 Feb). */
const plusMonths = (from: SQL, months: number) =>
  sql<Date>`(${from}::timestamptz + make_interval(months => ${months}::int))`;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The one employee a write is about, locked for the transaction: 403 when the caller may not
 * decide (role); 404 alike for no such user and another agency's (no probing whether ids exist).
 */
const lockEmployee = async (tx: Tx, viewer: Viewer, id: number) => {
  if (!can(viewer.role, 'employees.verify')) throw forbidden();
  const [row] = await employeesInScope(tx, viewer, [id]);
  if (row) return row;
  // HQ sees every user: told apart for HQ only (a user who is not an agency employee).
  throw viewer.role === 'HQ' && (await profileExists(tx as unknown as Db, id)) ? forbidden() : notFound();
};

/** Approve: verified from the start work time for a term; a fired employee is taken back. */
export const approveEmployee = (db: Db, viewer: Viewer, id: number, input: ApproveInput) =>
  db.transaction(async (tx) => {
    const current = await lockEmployee(tx, viewer, id);
    if (current.verifiedByAgency === true && !current.isFired)
      throw badRequest(
        { non_field_errors: [EMPLOYEE_MESSAGES.alreadyApproved] },
        EMPLOYEE_MESSAGES.alreadyApproved,
      );
    const start = input.startWorkTime;
    // The term runs from the later of the start and today, so a back-dated start is not already over.
    const [row] = await tx
      .update(users)
      .set({
        verifiedByAgency: true,
        isFired: false,
        firedReason: null,
        firedTime: null,
        startWorkTime: start,
        verifiedUntil: plusMonths(sql`greatest(${start.toISOString()}::timestamptz, now())`, input.period),
      })
      .where(eq(users.id, id))
      .returning({ id: users.id, startWorkTime: users.startWorkTime, verifiedUntil: users.verifiedUntil });
    await recordUserEvents(tx, [
      {
        userId: id,
        actorId: viewer.id,
        kind: 'APPROVED',
        details: {
          startWorkTime: iso(start),
          verifiedUntil: iso(row.verifiedUntil),
          period: input.period,
          ...(current.isFired ? { rehired: true } : {}),
        },
      },
    ]);
    return {
      id,
      verifiedByAgency: true,
      isFired: false,
      startWorkTime: seconds(row.startWorkTime),
      verifiedUntil: seconds(row.verifiedUntil),
    };
  });

/**
 * Dismiss: verification removed, fired with a reason and time, every login ended at once
 * (DELETE /verify/ without a reason is the same, with firedTime now).
 */
export const fireEmployee = (
  db: Db,
  viewer: Viewer,
  id: number,
  input: Pick<FireInput, 'firedReason' | 'firedTimeStr'> | null,
) =>
  db.transaction(async (tx) => {
    const current = await lockEmployee(tx, viewer, id);
    if (current.isFired)
      throw badRequest(
        { non_field_errors: [EMPLOYEE_MESSAGES.alreadyFired] },
        EMPLOYEE_MESSAGES.alreadyFired,
      );
    const firedTime = input?.firedTimeStr ?? new Date();
    const firedReason = input?.firedReason ?? null;
    await tx
      .update(users)
      .set({ verifiedByAgency: false, isFired: true, firedReason, firedTime })
      .where(eq(users.id, id));
    await revokeUserTokens(tx, [id]);
    await recordUserEvents(tx, [
      {
        userId: id,
        actorId: viewer.id,
        kind: input ? 'FIRED' : 'UNAPPROVED',
        details: {
          reason: firedReason,
          firedTime: iso(firedTime),
          wasApproved: current.verifiedByAgency === true,
        },
      },
    ]);
    return { id, verifiedByAgency: false, isFired: true, firedReason, firedTimeStr: iso(firedTime) };
  });

/**
 * Prolong the approval of several employees by one term, all or none: each must be the caller's
 * approved, not fired employee. The term extends from its end, or from now once it has passed.
 */
export const prolongEmployees = (db: Db, viewer: Viewer, input: ProlongInput) =>
  db.transaction(async (tx) => {
    if (!can(viewer.role, 'employees.verify')) throw forbidden();
    const ids = [...new Set(input.users_ids)];
    const rows = await employeesInScope(tx, viewer, ids);
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((r) => r.verifiedByAgency !== true || r.isFired))
      throw badRequest({ users_ids: [EMPLOYEE_MESSAGES.notApproved] }, EMPLOYEE_MESSAGES.notApproved);
    const updated = await tx
      .update(users)
      .set({
        verifiedUntil: plusMonths(
          sql`greatest(coalesce(${users.verifiedUntil}, now()), now())`,
          input.period,
        ),
      })
      .where(inArray(users.id, ids))
      .returning({ id: users.id, verifiedUntil: users.verifiedUntil });
    const before = new Map(rows.map((r) => [r.id, r.verifiedUntil]));
    await recordUserEvents(
      tx,
      updated.map((u) => ({
        userId: u.id,
        actorId: viewer.id,
        kind: 'PROLONGED' as const,
        details: { period: input.period, from: iso(before.get(u.id)), to: iso(u.verifiedUntil) },
      })),
    );
    return updated.map((u) => ({ id: u.id, verifiedUntil: seconds(u.verifiedUntil) }));
  });
