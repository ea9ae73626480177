/** The words and constants of ./sessionsBulk.ts without its schemas: the browser imports them without yup. */
export const BULK_MAX_SESSIONS = 500;
export const SESSION_BULK_MESSAGES = {
  noSessions: 'Выберите хотя бы одну сессию',
  tooMany: `Не больше ${BULK_MAX_SESSIONS} сессий за раз`,
  sameTwice: 'Сессия выбрана дважды',
  unknownAction: 'Выберите действие',
  moveWhat: 'Укажите новую дату или новое время',
  reassignWhat: 'Укажите другого консультанта или другую точку',
  invalidDate: 'Укажите дату',
  invalidTime: 'Укажите время',
  bothTimes: 'Укажите и начало, и окончание',
  endBeforeStart: 'Окончание должно быть позже начала',
  notFound: 'Сессия не найдена или вне вашей области',
  searchTooShort: 'Введите не меньше 2 символов',
  refused: (n: number) => `Ничего не изменено: отказано для ${n} из выбранных сессий`,
} as const;
