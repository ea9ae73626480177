import { eq, sql } from 'drizzle-orm';
import type { AnyObjectSchema } from 'yup';
import { MESSAGES } from '../../../domain/messages';
import { type ActionCreateInput, type ActionInput, actionSchema } from '../../../domain/validation/actions';
import {
  ACTIVITY_MESSAGES,
  type ActivityInput,
  activitySchema,
  canTransition,
  isComplete,
} from '../../../domain/validation/activities';
import type { Db } from '../../db';
import { actions, activities, activityActions, activityEvents } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../users/queries';
import { checkActionReferences, checkActivityReferences } from './checks';
import { formOf, readActivity, type Tx, writeChildren } from './store';

/** The activity's own columns from the form (its children are written by writeChildren). */
const columnsOf = (input: ActivityInput) => ({
  title: input.title,
  description: input.description,
  startDate: input.startDate,
  stopDate: input.stopDate,
  type: input.type,
  isHoreca: input.isHoreca,
  contactCountPerHour: input.contactCountPerHour,
  effectiveContactsPerHour: input.effectiveContactsPerHour,
  totalContact: input.totalContact,
  consultantPlan: input.consultantPlan,
  totalEffectiveContacts: input.totalEffectiveContacts,
  hourPlan: input.hourPlan,
  showExtraStats: input.showExtraStats,
  showFastSaleButton: input.showFastSaleButton,
  showSwapButton: input.showSwapButton,
  showReturnExchangeButton: input.showReturnExchangeButton,
  showPriceRequestOnStart: input.showPriceRequestOnStart,
  salesConsultant: input.salesConsultant,
  isEnableAudioControl: input.isEnableAudioControl,
  isEnableInterview: input.isEnableInterview,
  isEnableEwallet: input.isEnableEwallet,
  isEnableRegistrationsLimit: input.isEnableRegistrationsLimit,
  registrationsLimitCount: input.isEnableRegistrationsLimit ? input.registrationsLimitCount : null,
  registrationsLimitPeriod: input.isEnableRegistrationsLimit ? input.registrationsLimitPeriod : null,
  customerType: input.customerType,
  mainMediaId: input.mainMedia,
  departmentId: input.department,
  interviewKitId: input.interviewKit,
  updatedAt: new Date(),
});

/** Comparable JSON of a value: keys sorted, dates as instants, the ids of saved rows left out. */
const normal = (value: unknown): string =>
  JSON.stringify(value, (key, v) => {
    if (key === 'id') return undefined;
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, (v as Record<string, unknown>)[k]]),
      );
    return v;
  });

/**
 * The form's top-level fields whose value a save changes (the history names them): both sides
 * read through the form's schema, so that defaults and unused fields compare equal.
 */
const changedFields = (
  schema: AnyObjectSchema,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => {
  const cast = (v: Record<string, unknown>) =>
    schema.cast(v, { stripUnknown: true, assert: false }) as Record<string, unknown>;
  const [b, a] = [cast(before), cast(after)];
  return Object.keys(a).filter((k) => normal(b[k] ?? null) !== normal(a[k] ?? null));
};

const record = (tx: Tx, viewer: Viewer, event: Partial<typeof activityEvents.$inferInsert>) =>
  tx.insert(activityEvents).values({ actorId: viewer.id, kind: 'UPDATED', ...event });

/** A new activity (HQ): always CONSTRUCTION (issue 13 point 5), in one transaction with its children. */
export const createActivity = (db: Db, viewer: Viewer, input: ActivityInput) =>
  db.transaction(async (tx) => {
    await checkActivityReferences(tx, input);
    const [{ id }] = await tx
      .insert(activities)
      .values({ ...columnsOf(input), status: 'CONSTRUCTION' })
      .returning({ id: activities.id });
    await writeChildren(tx, id, input);
    await record(tx, viewer, {
      activityId: id,
      kind: 'CREATED',
      details: { fields: changedFields(activitySchema, {}, input) },
    });
    return id;
  });

/** A save of the editor: the whole form, one transaction; a refused nested row changes nothing. */
export const updateActivity = (db: Db, viewer: Viewer, id: number, input: ActivityInput) =>
  db.transaction(async (tx) => {
    const before = await readActivity(tx, id);
    if (!before) throw notFound();
    await checkActivityReferences(tx, input);
    // An active campaign stays complete: the consultants' app is running it.
    if (before.status === 'ACTIVE' && !isComplete(input))
      throw badRequest({ non_field_errors: [ACTIVITY_MESSAGES.incomplete] });
    await tx.update(activities).set(columnsOf(input)).where(eq(activities.id, id));
    await writeChildren(tx, id, input);
    const fields = changedFields(activitySchema, formOf(before), input);
    if (fields.length) await record(tx, viewer, { activityId: id, details: { fields } });
    return id;
  });

/** A status move (part 1 §4, domain/validation/activities.ts): only the documented transitions. */
export const setActivityStatus = (db: Db, viewer: Viewer, id: number, status: string) =>
  db.transaction(async (tx) => {
    const current = await readActivity(tx, id);
    if (!current) throw notFound();
    if (current.status === status) return id;
    if (!canTransition(current.status, status)) throw badRequest({ status: [ACTIVITY_MESSAGES.transition] });
    if (status === 'ACTIVE' && !isComplete(current))
      throw badRequest({ status: [ACTIVITY_MESSAGES.incomplete] });
    await tx.update(activities).set({ status, updatedAt: new Date() }).where(eq(activities.id, id));
    await record(tx, viewer, {
      activityId: id,
      kind: 'STATUS',
      details: { from: current.status, to: status },
    });
    return id;
  });

/** Deleting an activity: refused while it has sessions (they are its history). */
export const deleteActivity = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select (select true from activities where id = ${id}) as found,
        exists (select 1 from sessions where activity_id = ${id}) as used`,
    );
    const { found, used } = rows[0] as { found: boolean | null; used: boolean };
    if (!found) throw notFound();
    if (used) throw badRequest({ non_field_errors: [ACTIVITY_MESSAGES.hasSessions] });
    await tx.delete(activities).where(eq(activities.id, id));
  });

/** The copy dialog: a deep copy as a new CONSTRUCTION activity under the given title (§7 POST activities/copy). */
export const copyActivity = (db: Db, viewer: Viewer, sourceId: number, title: string) =>
  db.transaction(async (tx) => {
    const source = await readActivity(tx, sourceId);
    if (!source) throw badRequest({ activity: [ACTIVITY_MESSAGES.referenceGone] });
    const form = formOf(source) as unknown as ActivityInput;
    // The copy's rows are new rows: no id of the source's travels.
    const input: ActivityInput = {
      ...form,
      title,
      kpis: form.kpis.map((k) => ({ ...k, id: null })),
      focusProducts: form.focusProducts.map((p) => ({
        ...p,
        id: null,
        mechanics: p.mechanics.map((m) => ({
          ...m,
          id: null,
          screens: m.screens.map((s) => ({ ...s, id: null })),
        })),
      })),
    };
    const [{ id }] = await tx
      .insert(activities)
      .values({ ...columnsOf(input), status: 'CONSTRUCTION' })
      .returning({ id: activities.id });
    await writeChildren(tx, id, input);
    await record(tx, viewer, { activityId: id, kind: 'COPIED', details: { from: sourceId } });
    return id;
  });

const actionColumns = (input: ActionInput) => ({
  title: input.title,
  dateStart: input.dateStart,
  dateEnd: input.dateEnd,
  hasRegister: input.hasRegister,
  hasDevice: input.hasDevice,
  hasActiveRent: input.hasActiveRent,
  lists: {
    mustHaveDevicesList: input.mustHaveDevicesList,
    mustHaveSticksList: input.mustHaveSticksList,
    grantSticksList: input.grantSticksList,
    grantComplimentsList: input.grantComplimentsList,
    grantDevicesList: input.grantDevicesList,
  } as Record<string, { filterType: string; items: { id: number; count: number | null }[] }>,
});

/** The action as its form holds it (what a save is compared with). */
export const actionForm = (row: typeof actions.$inferSelect) => ({
  title: row.title,
  dateStart: row.dateStart,
  dateEnd: row.dateEnd,
  hasRegister: row.hasRegister,
  hasDevice: row.hasDevice,
  hasActiveRent: row.hasActiveRent,
  ...row.lists,
});

/** A new action; started from a project (`activity`), it is one of that project's actions at once. */
export const createAction = (db: Db, viewer: Viewer, { activity, ...input }: ActionCreateInput) =>
  db.transaction(async (tx) => {
    await checkActionReferences(tx, input);
    if (activity != null) {
      const [found] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.id, activity))
        .for('update');
      if (!found) throw badRequest({ activity: [MESSAGES.unknownReference] });
    }
    const [{ id }] = await tx.insert(actions).values(actionColumns(input)).returning({ id: actions.id });
    if (activity != null) await tx.insert(activityActions).values({ activityId: activity, actionId: id });
    await record(tx, viewer, {
      actionId: id,
      kind: 'CREATED',
      details: { fields: changedFields(actionSchema, {}, input) },
    });
    return id;
  });

export const updateAction = (db: Db, viewer: Viewer, id: number, input: ActionInput) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(actions).where(eq(actions.id, id)).for('update');
    if (!before) throw notFound();
    await checkActionReferences(tx, input);
    await tx.update(actions).set(actionColumns(input)).where(eq(actions.id, id));
    const fields = changedFields(actionSchema, actionForm(before), input);
    if (fields.length) await record(tx, viewer, { actionId: id, details: { fields } });
    return id;
  });
