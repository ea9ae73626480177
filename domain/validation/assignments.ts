import { MESSAGES } from '../messages';
import { idRef, yup } from './common';

/** Messages of the assignment dialogs; part 2 §8 words the list and assignment failures. */
export const ASSIGNMENT_MESSAGES = {
  citiesListFailed: 'Ошибка загрузки списка городов',
  supervisorCitiesListFailed: 'Ошибка загрузки списка городов. Попробуйте позже.',
  supervisorOwnCitiesFailed: 'Ошибка загрузки списка городов супервайзера. Попробуйте позже.',
  crListFailed: 'Ошибка загрузки списка CR',
  assignCitiesFailed: 'Ошибка назначения городов. Попробуйте позже.',
  // Our own wording where the spec gives none.
  atLeastOneCity: 'Выберите хотя бы один город',
  citiesOnlyForSupervisor: 'Города назначаются только супервайзеру',
  coordinatorExpected: 'Выберите супервайзера из списка',
  agencyManagerExpected: 'Выберите менеджера агентства из списка',
  managerNotForRole: 'Руководителя назначают только консультанту или супервайзеру',
  spotResponsibleNotForRole: 'Ответственного за точки назначают только консультанту или супервайзеру',
  notOwnManager: 'Нельзя назначить руководителя самому себе',
  managerSet: 'Руководитель назначен',
  spotResponsibleSet: 'Ответственный за точки назначен',
  citiesSet: 'Города назначены',
  loadFailed: 'Ошибка загрузки списка. Попробуйте позже.',
} as const;

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
