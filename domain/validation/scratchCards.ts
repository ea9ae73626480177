import { MESSAGES } from '../messages';
import { optionalText, requiredText, yup } from './common';

/**
 * A scratch card kind that focus products point to ({id, title}, part 1 §3); POST/PATCH
 * /api/scratchcard/. The spec names only the route: code and description are our choice.
 */
export const scratchCardSchema = yup.object({
  title: requiredText(255),
  code: optionalText(64),
  description: optionalText(1000),
  isActive: yup.boolean().typeError(MESSAGES.required).default(true),
});
export type ScratchCardInput = yup.InferType<typeof scratchCardSchema>;
