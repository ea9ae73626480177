/** The words and constants of ./sessions.ts without its schemas: the browser imports them without yup. */
/** Days one new-session dialog may create at once (one session a day). */
export const MAX_DAYS_AT_ONCE = 31;
/** The longest session a plan may hold. */
export const MAX_SESSION_HOURS = 24;
export const SESSION_MESSAGES = {
  invalidTime: 'Укажите время',
  endBeforeStart: 'Окончание должно быть позже начала',
  tooLong: `Сессия не может быть длиннее ${MAX_SESSION_HOURS} часов`,
  noDays: 'Выберите хотя бы один день',
  tooManyDays: `Не больше ${MAX_DAYS_AT_ONCE} дней за раз`,
  sameDayTwice: 'Этот день уже выбран',
  consultantOutOfScope: 'Этот консультант не в вашей команде',
  notConsultant: 'Выберите консультанта',
  consultantFired: 'Консультант уволен',
  consultantNotApproved: 'Консультант не одобрен агентством',
  consultantApprovalExpired: 'У консультанта истёк срок одобрения',
  cityInactive: 'Город неактивен',
  unknownCity: 'Такого города нет',
  spotOtherCity: 'Точка из другого города',
  spotRemoved: 'Точка удалена',
  unknownSpot: 'Такой точки нет',
  unknownActivity: 'Такого проекта нет',
  activityNotActive: 'Проект не активен на эту дату',
  overlap: (clash: string) => `Пересекается с сессией ${clash}`,
  notPlanned: 'Изменить план можно только у запланированной сессии',
  notPast: 'Изменить фактическое время можно только у начатой или прошедшей сессии',
  alreadyDeleted: 'Сессия уже удалена',
  statusNotAllowed: 'Так изменить статус нельзя',
  startInFuture: 'Начало не может быть в будущем',
} as const;
