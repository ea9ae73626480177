import { MESSAGES } from '../messages';
import { optionalText, requiredText, yup } from './common';

const flag = () => yup.boolean().typeError(MESSAGES.required).default(false);

export const interviewAnswerSchema = yup.object({
  text: requiredText(500),
  /** The answer's value index (part 2 §3): a whole number; left empty, the answer's position. */
  value: yup
    .number()
    .typeError(MESSAGES.mustBeWholeNumber)
    .integer(MESSAGES.mustBeWholeNumber)
    .min(0, MESSAGES.mustBeWholeNumber)
    .max(10_000, MESSAGES.mustBeWholeNumber)
    .nullable()
    .transform((v, orig) => (orig === '' || orig === null || orig === undefined ? null : v))
    .default(null),
});

export const interviewQuestionSchema = yup.object({
  text: requiredText(1000),
  isOpen: flag(),
  /** An open question takes free text: its answers are dropped; a closed one needs two or more. */
  answers: yup
    .array(interviewAnswerSchema)
    .default([])
    .max(50)
    .when('isOpen', ([isOpen], s) =>
      isOpen === true
        ? s.transform(() => [])
        : s.min(2, MESSAGES.atLeastTwoAnswers).required(MESSAGES.atLeastTwoAnswers),
    ),
});

/** New interview kit; POST /api/interviewkit/ and (our addition) PUT /api/interviewkit/{id}/. */
export const interviewKitSchema = yup.object({
  title: requiredText(255),
  externalVisibility: flag(),
  externalTitle: optionalText(255),
  questions: yup
    .array(interviewQuestionSchema)
    .min(1, MESSAGES.atLeastOneQuestion)
    .max(100)
    .required(MESSAGES.atLeastOneQuestion),
});
export type InterviewKitInput = yup.InferType<typeof interviewKitSchema>;
