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

/**
 * `months` after `from` on the wall clock of `timeZone` (the approver's: Asia/Almaty by default),
 * as PostgreSQL counts months (31 Jan + 1 month = 28/29 Feb): local midnight 1 March + 1 month is
 * local midnight 1 April, where the same sum in UTC (28 Feb 19:00) gave 29 March.
 */
const plusMonths = (from: SQL, months: number, timeZone: string) =>
  sql<Date>`((${from}::timestamptz at time zone ${timeZone}) + make_interval(months => ${months}::int)) at time zone ${timeZone}`;
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
export const approveEmployee = (
  db: Db,
  viewer: Viewer,
  id: number,
  input: ApproveInput,
  timeZone = 'Asia/Almaty',
) =>
  db.transaction(async (tx) => {
    const current = await lockEmployee(tx, viewer, id);
    if (current.verifiedByAgency === true && !current.isFired)
      throw badRequest(
        { non_field_errors: [EMPLOYEE_MESSAGES.alreadyApproved] },
        EMPLOYEE_MESSAGES.alreadyApproved,
      );
    const start = input.startWorkTime;
    // The term runs from the start: the end is the start plus the term, as the dialog shows it.
    const [row] = await tx
      .update(users)
      .set({
        verifiedByAgency: true,
        isFired: false,
        firedReason: null,
        firedTime: null,
        startWorkTime: start,
        verifiedUntil: plusMonths(sql`${start.toISOString()}`, input.period, timeZone),
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
 * approved, not fired employee. The term extends from its end, or from today (local midnight)
 * once it has passed or when it had none.
 */
export const prolongEmployees = (db: Db, viewer: Viewer, input: ProlongInput, timeZone = 'Asia/Almaty') =>
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
          sql`case when ${users.verifiedUntil} > now() then ${users.verifiedUntil}
            else date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone} end`,
          input.period,
          timeZone,
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
