import { MESSAGES } from '../messages';
import { ASSIGNMENT_MESSAGES } from './assignments.messages';
import { idRef, yup } from './common';

export * from './assignments.messages';

/** Assign a coordinator (to a consultant) or a manager (to a coordinator): PATCH users/{id} manager. */
export const managerAssignmentSchema = yup.object({
  manager: idRef().required(MESSAGES.required),
});
export type ManagerAssignmentInput = yup.InferType<typeof managerAssignmentSchema>;

/** Assign a spot responsible from the CR managers list: PATCH users/{id} spotResponsible. */
export const spotResponsibleSchema = yup.object({
  spotResponsible: idRef().required(MESSAGES.required),
});
export type SpotResponsibleInput = yup.InferType<typeof spotResponsibleSchema>;

/** Cities for a supervisor (part 2 §5: a supervisor id and at least one city id): PATCH users/{id} cities[]. */
export const supervisorCitiesSchema = yup.object({
  cities: yup
    .array()
    .of(idRef().required())
    .min(1, ASSIGNMENT_MESSAGES.atLeastOneCity)
    .required(ASSIGNMENT_MESSAGES.atLeastOneCity)
    .typeError(ASSIGNMENT_MESSAGES.atLeastOneCity)
    .transform((v: unknown[] | undefined) => (Array.isArray(v) ? [...new Set(v)] : v)),
});
export type SupervisorCitiesInput = yup.InferType<typeof supervisorCitiesSchema>;
