import { MESSAGES } from '../messages';
import { idRef, yup } from './common';
import { APPROVAL_PERIODS, DEFAULT_APPROVAL_PERIOD, EMPLOYEE_MESSAGES } from './employees.messages';

export * from './employees.messages';

/**
 * The agency's decisions about its staff (part 1 §4 "Employee verification", "Dismissal"): one
 * schema per form, used by the dialogs and by the server routes.
 */
const PERIOD_IDS = APPROVAL_PERIODS.map((p) => p.id as number);

/** A moment given as epoch seconds (the REST body) or as a date string (the form's input). */
const moment = () =>
  yup
    .date()
    .transform((value, original) =>
      typeof original === 'number' ? new Date(original * 1000) : original === '' ? undefined : value,
    )
    .typeError(EMPLOYEE_MESSAGES.invalidDate)
    .min(new Date('2000-01-01'), EMPLOYEE_MESSAGES.invalidDate)
    .max(new Date('2100-01-01'), EMPLOYEE_MESSAGES.invalidDate);

const period = () =>
  yup.number().typeError(EMPLOYEE_MESSAGES.invalidPeriod).oneOf(PERIOD_IDS, EMPLOYEE_MESSAGES.invalidPeriod);

/** Approve dialog; POST /api/users/{id}/verify/ { startWorkTime (seconds), period (months) }. */
export const approveSchema = yup.object({
  startWorkTime: moment().required(MESSAGES.required),
  period: period().default(DEFAULT_APPROVAL_PERIOD),
});
export type ApproveInput = yup.InferType<typeof approveSchema>;

/** Fire dialog; PATCH /api/users/{id}/ { firedReason, firedTimeStr, isFired: true }. */
export const fireSchema = yup.object({
  firedReason: yup.string().trim().required(MESSAGES.required).max(500),
  firedTimeStr: moment()
    .required(MESSAGES.required)
    // A few minutes' slack for the clocks of browser and server.
    .test('not-future', EMPLOYEE_MESSAGES.futureFiring, (v) => !v || v.getTime() <= Date.now() + 5 * 60_000),
  isFired: yup.boolean().oneOf([true]).default(true),
});
export type FireInput = yup.InferType<typeof fireSchema>;

/** Prolong dialog for the selected employees; POST /api/users/prolongate/ { users_ids, period }. */
export const prolongSchema = yup.object({
  users_ids: yup
    .array(idRef().required())
    .required(EMPLOYEE_MESSAGES.noneSelected)
    .min(1, EMPLOYEE_MESSAGES.noneSelected)
    .max(1000),
  period: period().required(MESSAGES.required),
});
export type ProlongInput = yup.InferType<typeof prolongSchema>;
