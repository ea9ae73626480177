import { MESSAGES } from '../messages';
import { yup } from './common';

/** Login form; POST /api/token/. */
export const loginSchema = yup.object({
  email: yup.string().trim().lowercase().required(MESSAGES.required).email('Укажите валидный Email.'),
  password: yup.string().required(MESSAGES.required).max(256),
});
export type LoginInput = yup.InferType<typeof loginSchema>;
