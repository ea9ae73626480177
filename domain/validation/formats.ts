import { MESSAGES } from '../messages';
import { flag, NOT_A_LIST, NOT_NEGATIVE } from './catalogCommon';
import { idRef, optionalText, requiredText, yup } from './common';
import { EXTERNAL_TITLE_REQUIRED, PRICE_POSITIVE } from './formats.messages';

export * from './formats.messages';

/** One minimal retail price of a format (tenge); `id` when it is an existing entry. */
export const minimalPriceSchema = yup.object({
  id: idRef().optional(),
  price: yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .required(MESSAGES.required)
    .min(0, NOT_NEGATIVE)
    .moreThan(0, PRICE_POSITIVE)
    .max(99_999_999),
});

/** New/edit format dialog; POST /api/format/ and PATCH /api/format/{id}/. */
export const formatSchema = yup.object({
  title: requiredText(255),
  brand: idRef().required(),
  sku: optionalText(64),
  externalVisibility: flag(),
  externalTitle: optionalText(255).test(
    'required-when-visible',
    EXTERNAL_TITLE_REQUIRED,
    (value, context) => !context.parent.externalVisibility || !!value,
  ),
  minimalretailprice: yup
    .array(minimalPriceSchema)
    .typeError(NOT_A_LIST)
    .transform((v, orig) => (orig === null ? [] : v))
    .default([]),
  isDeleted: flag(),
});
export type FormatInput = yup.InferType<typeof formatSchema>;
