import { MESSAGES } from '../messages';
import { NOT_A_FLAG, NOT_A_LIST, NOT_NEGATIVE } from './catalogCommon.messages';
import { idRef, yup } from './common';

export * from './catalogCommon.messages';

/** Shared pieces of the reference-data schemas (sticks, brands, formats, compliments, programs). */

/** A yes/no field; absent means no. */
export const flag = () => yup.boolean().typeError(NOT_A_FLAG).default(false);

/** A whole number ≥ 0 that may be left empty ('' and null are empty). */
export const optionalCount = () =>
  yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(MESSAGES.mustBeNumber)
    .min(0, NOT_NEGATIVE)
    .max(1_000_000)
    .nullable()
    .transform((v, orig) => (orig === '' || orig === null || orig === undefined ? null : v))
    .default(null);

/** A list of record ids (references), e.g. a stick's device types. */
export const idList = () =>
  yup
    .array(idRef().required(MESSAGES.required))
    .typeError(NOT_A_LIST)
    .transform((v, orig) => (orig === null ? [] : v))
    .default([]);
