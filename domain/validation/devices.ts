import { idRef, optionalText, requiredText, yup } from './common';

/** New/edit device model dialog; POST /api/devicemodel/ and PATCH /api/devicemodel/{id}/. */
export const deviceModelSchema = yup.object({
  model: requiredText(255),
  compatibility: idRef().required(),
  barcode: optionalText(64),
});
export type DeviceModelInput = yup.InferType<typeof deviceModelSchema>;

/** New/edit device (color, 'glocolor') dialog; POST /api/glocolor/ and PATCH /api/glocolor/{id}/. */
export const deviceSchema = yup.object({
  title: requiredText(255),
  model: idRef().required(),
  compatibility: idRef().nullable().default(null),
  crmId: optionalText(64),
  barcode: optionalText(64),
});
export type DeviceInput = yup.InferType<typeof deviceSchema>;
