import { MESSAGES } from '../messages';
import { yup } from './common';

/** The one field of the two-factor screens: a six-digit code (POST /api/users/otp/verify/, /api/token/otp/). */
export const otpCodeSchema = yup.object({
  token: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d{6}$/, MESSAGES.invalidCode),
});

export const otpLoginSchema = otpCodeSchema.shape({ ticket: yup.string().required(MESSAGES.required) });
