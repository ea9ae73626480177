import { idList } from './catalogCommon';
import { idRef, optionalText, requiredText, yup } from './common';

/** New/edit stick brand; POST /api/stickbrand/ (and PATCH /api/stickbrand/{id}/). */
export const stickBrandSchema = yup.object({
  title: requiredText(255),
});
export type StickBrandInput = yup.InferType<typeof stickBrandSchema>;

/** New/edit stick; POST /api/glostick/ and PATCH /api/glostick/{id}/. */
export const stickSchema = yup.object({
  title: requiredText(255),
  brandFamily: idRef().required(),
  crmId: optionalText(64),
  /** The device types the stick fits. */
  compatibility: idList(),
});
export type StickInput = yup.InferType<typeof stickSchema>;
