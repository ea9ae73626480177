import { and, eq, ne } from 'drizzle-orm';
import type { FieldErrors } from '../../../domain/validation/common';
import type { StandInput, TabletInput } from '../../../domain/validation/equipment';
import { EQUIPMENT_MESSAGES, standSchema, tabletSchema } from '../../../domain/validation/equipment';
import type { Db } from '../../db';
import { stands, tabletModels, tablets } from '../../db/schema';
import type { Viewer } from '../users/queries';
import { consultantChoices, findCoordinator, spotChoices } from './choices';
import { findStand, findTablet, type StandRecord, type TabletRecord } from './queries';

/** One kind of equipment as the PATCH and DELETE routes handle it. */
export interface EquipmentKindOps<R extends TabletRecord | StandRecord, I> {
  schema: typeof tabletSchema | typeof standSchema;
  find: (db: Db, viewer: Viewer, id: number) => Promise<R | null>;
  /** The stored row as the form's fields (a PATCH merges the sent fields over it). */
  formOf: (row: R) => Record<string, unknown>;
  /** Field errors of references the form may not choose (beyond the schema's own rules). */
  check: (db: Db, row: R, input: I) => Promise<FieldErrors>;
  update: (
    db: Db,
    id: number,
    input: I,
    agencyId: number | null | undefined,
    photo?: string,
  ) => Promise<unknown>;
  remove: (db: Db, id: number) => Promise<unknown>;
  inventoryTaken: (db: Db, inventoryNumber: string, exceptId: number) => Promise<boolean>;
}

const shared = (row: TabletRecord | StandRecord) => ({
  inventoryNumber: row.inventoryNumber,
  coordinator: row.coordinator?.id ?? null,
  consultant: row.consultant?.id ?? null,
});

/** A consultant or spot changed to one the form does not offer; a value kept as it was stays. */
const checkPeople = async (
  db: Db,
  row: TabletRecord | StandRecord,
  input: { consultant: number | null; coordinator: number | null },
  errors: FieldErrors,
) => {
  if (input.consultant != null && input.consultant !== row.consultant?.id) {
    const choices = await consultantChoices(db, input.coordinator);
    if (!choices.some((c) => c.id === input.consultant))
      errors.consultant = [EQUIPMENT_MESSAGES.consultantNotInTeam];
  }
};

export const TABLET: EquipmentKindOps<TabletRecord, TabletInput> = {
  schema: tabletSchema,
  find: findTablet,
  formOf: (row) => ({
    ...shared(row),
    tabletModel: row.tabletModel?.id ?? null,
    serialNumber: row.serialNumber,
  }),
  check: async (db, row, input) => {
    const errors: FieldErrors = {};
    await checkPeople(db, row, input, errors);
    if (input.tabletModel != null) {
      const [model] = await db
        .select({ id: tabletModels.id })
        .from(tabletModels)
        .where(eq(tabletModels.id, input.tabletModel));
      if (!model) errors.tabletModel = [EQUIPMENT_MESSAGES.unknownModel];
    }
    return errors;
  },
  update: (db, id, input, agencyId, photo) =>
    db
      .update(tablets)
      .set({
        inventoryNumber: input.inventoryNumber,
        serialNumber: input.serialNumber,
        tabletModelId: input.tabletModel,
        coordinatorId: input.coordinator,
        consultantId: input.consultant,
        ...(agencyId === undefined ? {} : { agencyId }),
        ...(photo ? { photo } : {}),
      })
      .where(eq(tablets.id, id)),
  remove: (db, id) => db.delete(tablets).where(eq(tablets.id, id)),
  inventoryTaken: async (db, inventoryNumber, exceptId) =>
    (
      await db
        .select({ id: tablets.id })
        .from(tablets)
        .where(and(eq(tablets.inventoryNumber, inventoryNumber), ne(tablets.id, exceptId)))
    ).length > 0,
};

export const STAND: EquipmentKindOps<StandRecord, StandInput> = {
  schema: standSchema,
  find: findStand,
  formOf: (row) => ({ ...shared(row), standModel: row.standModel, spot: row.spot?.id ?? null }),
  check: async (db, row, input) => {
    const errors: FieldErrors = {};
    await checkPeople(db, row, input, errors);
    if (input.spot != null && input.spot !== row.spot?.id) {
      const choices = await spotChoices(db, input.coordinator);
      if (!choices.some((s) => s.id === input.spot)) errors.spot = [EQUIPMENT_MESSAGES.spotNotOfCoordinator];
    }
    return errors;
  },
  update: (db, id, input, agencyId, photo) =>
    db
      .update(stands)
      .set({
        inventoryNumber: input.inventoryNumber,
        standModel: input.standModel,
        spotId: input.spot,
        coordinatorId: input.coordinator,
        consultantId: input.consultant,
        ...(agencyId === undefined ? {} : { agencyId }),
        ...(photo ? { photo } : {}),
      })
      .where(eq(stands.id, id)),
  remove: (db, id) => db.delete(stands).where(eq(stands.id, id)),
  inventoryTaken: async (db, inventoryNumber, exceptId) =>
    (
      await db
        .select({ id: stands.id })
        .from(stands)
        .where(and(eq(stands.inventoryNumber, inventoryNumber), ne(stands.id, exceptId)))
    ).length > 0,
};

/**
 * The coordinator a save may set: a coordinator keeps their own rows (handing one to another is
 * refused); HQ may choose any not fired coordinator, whose agency the row then belongs to.
 */
export const checkCoordinator = async (
  db: Db,
  viewer: Viewer,
  current: number | null,
  coordinator: number | null,
  errors: FieldErrors,
): Promise<number | null | undefined> => {
  if (viewer.role !== 'HQ') {
    if (coordinator !== viewer.id) errors.coordinator = [EQUIPMENT_MESSAGES.otherCoordinator];
    return undefined;
  }
  if (coordinator == null || coordinator === current) return undefined;
  const found = await findCoordinator(db, coordinator);
  if (!found) {
    errors.coordinator = [EQUIPMENT_MESSAGES.notCoordinator];
    return undefined;
  }
  return found.agencyId;
};
