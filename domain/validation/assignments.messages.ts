/** The words and constants of ./assignments.ts without its schemas: the browser imports them without yup. */
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
  managerNotApproved: 'Этот сотрудник не одобрен агентством',
  managerApprovalExpired: 'У этого сотрудника истёк срок одобрения',
  managerNotForRole: 'Руководителя назначают только консультанту или супервайзеру',
  spotResponsibleNotForRole: 'Ответственного за точки назначают только консультанту или супервайзеру',
  notOwnManager: 'Нельзя назначить руководителя самому себе',
  managerSet: 'Руководитель назначен',
  spotResponsibleSet: 'Ответственный за точки назначен',
  citiesSet: 'Города назначены',
  loadFailed: 'Ошибка загрузки списка. Попробуйте позже.',
} as const;
