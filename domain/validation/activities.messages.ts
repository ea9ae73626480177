/** The words and constants of ./activities.ts without its schemas: the browser imports them without yup. */
export const ACTIVITY_MESSAGES = {
  stopBeforeStart: 'Дата окончания раньше даты начала',
  planMinOverMax: 'Минимум плана больше максимума',
  transition: 'Такой переход статуса невозможен',
  incomplete: 'Проект нельзя запустить: укажите даты, хотя бы один KPI и один фокусный продукт',
  hasSessions: 'У проекта есть сессии: его нельзя удалить',
  referenceGone: 'Запись удалена или не существует',
  limitCountRequired: 'Укажите число регистраций',
  limitPeriodRequired: 'Укажите период',
  titleTaken: 'Проект с таким названием уже есть',
  tooMany: (max: number) => `Не больше ${max}`,
} as const;
