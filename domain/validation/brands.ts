import { flag } from './catalogCommon';
import { idRef, requiredText, yup } from './common';

/** New brand; POST /api/brand/ (and PATCH /api/brand/{id}/). */
export const brandSchema = yup.object({
  title: requiredText(255),
  segment: idRef().required(),
  is_bat: flag(),
});
export type BrandInput = yup.InferType<typeof brandSchema>;
