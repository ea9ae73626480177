/** The words of ./publicLinks.ts without its schema: the browser imports them without yup. */
export const PUBLIC_LINK_MESSAGES = {
  unknownKind: 'Неизвестный вид ссылки',
  dateFormat: 'Укажите дату в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата окончания не может быть раньше даты начала',
  periodTooLong: 'Период ссылки не может быть длиннее 366 дней',
  expiryPast: 'Срок действия не может закончиться раньше сегодняшнего дня',
  unknownActivity: 'Проект не найден',
  /** A calculation link names a finished calculation (issue 25). */
  unknownCalculation: 'Расчёт не найден или ещё не закончен',
  /** An unknown, revoked or expired link, one answer for all three (the public page shows it). */
  invalid: 'Ссылка недействительна',
};
