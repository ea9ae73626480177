import { MESSAGES } from '../messages';
import { idRef, optionalText, requiredText, yup } from './common';

export * from './tradePoints.messages';

/** A spot's title is at most 100 characters (part 1 §9; uploads cut it there). */
export const TRADE_POINT_TITLE_MAX = 100;

/**
 * The new trade point (POST /api/spots/create/, the «Новая точка» dialog). The region follows the
 * city; `coordinator` is HQ's choice only (a coordinator's own spot is always theirs).
 */
export const tradePointSchema = yup.object({
  title: requiredText(TRADE_POINT_TITLE_MAX),
  address: optionalText(500),
  customerNumber: optionalText(64),
  legalName: optionalText(255),
  city: idRef().required(MESSAGES.required),
  coordinator: idRef().nullable().default(null),
});
export type TradePointInput = yup.InferType<typeof tradePointSchema>;
