import { MESSAGES } from '../messages';
import { requiredText, yup } from './common';

/** The visible text of rich-text HTML: an editor's empty `<p></p>` is no content. */
export const htmlText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/** New/edit disclaimer; POST /api/disclaimer/ and PUT /api/disclaimer/{id}/ (part 2 §7). */
export const disclaimerSchema = yup.object({
  title: requiredText(255),
  displayName: requiredText(255),
  buttonTitle: requiredText(100),
  content: yup
    .string()
    .required(MESSAGES.required)
    .max(100_000)
    .test(
      'has-text',
      MESSAGES.required,
      (value) => htmlText(value).length > 0 || /<img\s/i.test(value ?? ''),
    ),
  enabled: yup.boolean().typeError(MESSAGES.required).default(true),
});
export type DisclaimerInput = yup.InferType<typeof disclaimerSchema>;
