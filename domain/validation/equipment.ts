import { idRef, optionalText, requiredText, yup } from './common';

export * from './equipment.messages';

/** The largest photo of a tablet or stand. */
export const EQUIPMENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A reference that may be left empty ('' and null clear it). */
const optionalRef = () => idRef().nullable().default(null);

const shared = {
  inventoryNumber: requiredText(64),
  coordinator: optionalRef(),
  consultant: optionalRef(),
};

/** PATCH /api/equipment/tablet/{id}/ (form data; the photo travels beside these fields). */
export const tabletSchema = yup.object({
  ...shared,
  tabletModel: optionalRef(),
  serialNumber: optionalText(64),
});
export type TabletInput = yup.InferType<typeof tabletSchema>;

/** PATCH /api/equipment/stend/{id}/ (form data; the photo travels beside these fields). */
export const standSchema = yup.object({
  ...shared,
  standModel: optionalText(255),
  spot: optionalRef(),
});
export type StandInput = yup.InferType<typeof standSchema>;

/** Both kinds of equipment, as the REST paths name them (the spec's `stend`). */
export const EQUIPMENT_KINDS = ['tablet', 'stend'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
