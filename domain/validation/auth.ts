import { MESSAGES } from '../messages';
import { EMAIL_MAX, yup } from './common';

/** Login form; POST /api/token/. */
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(MESSAGES.required)
    .max(EMAIL_MAX)
    .email('Укажите валидный Email.'),
  password: yup.string().required(MESSAGES.required).max(256),
});
export type LoginInput = yup.InferType<typeof loginSchema>;
