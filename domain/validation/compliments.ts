import { MESSAGES } from '../messages';
import { idRef, optionalText, requiredText, yup } from './common';
import { RECOMMENDED_PER_HOUR_ON_CREATION } from './compliments.messages';

export * from './compliments.messages';

/** New compliment kind; POST /api/complimentkind/ (and PATCH /api/complimentkind/{id}/). */
export const complimentKindSchema = yup.object({
  type: idRef().required(),
  title: requiredText(255),
  sap: optionalText(64),
  recommendedPerHour: yup
    .number()
    .typeError(MESSAGES.mustBeNumber)
    .integer(MESSAGES.mustBeNumber)
    .min(0, 'Не может быть отрицательным')
    .max(1000)
    .default(RECOMMENDED_PER_HOUR_ON_CREATION),
});
export type ComplimentKindInput = yup.InferType<typeof complimentKindSchema>;
