/** The words and constants of ./employees.ts without its schemas: the browser imports them without yup. */
/** An approval holds for a term in months; prolongation extends it by another term. */
export const APPROVAL_PERIODS = [
  { id: 1, name: '1 месяц' },
  { id: 3, name: '3 месяца' },
  { id: 6, name: '6 месяцев' },
  { id: 12, name: '12 месяцев' },
] as const;
export const DEFAULT_APPROVAL_PERIOD = 3;
export const EMPLOYEE_MESSAGES = {
  invalidDate: 'Укажите дату',
  invalidPeriod: 'Выберите срок',
  noneSelected: 'Выберите сотрудников',
  futureFiring: 'Дата увольнения не может быть в будущем',
  notApproved: 'Продлить можно только одобренных и не уволенных сотрудников',
  alreadyApproved: 'Сотрудник уже одобрен',
  alreadyFired: 'Сотрудник уже уволен',
  notEmployee: 'Это не сотрудник агентства',
} as const;
