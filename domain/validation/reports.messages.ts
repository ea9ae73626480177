/** The words and constants of ./reports.ts without its schemas: the browser imports them without yup. */
/** The report form's own messages (part 2 §5 "Report date format": YYYY-MM-DD; our wording). */
export const REPORT_MESSAGES = {
  unknownReport: 'Выберите отчёт из списка',
  dateFormat: 'Укажите дату в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата окончания не может быть раньше даты начала',
  /** Part 2 §8: a report that could not start or ended badly. */
  failed: 'Ошибка выполнения',
  /** Part 2 §8: the data-matrix report's file could not be downloaded. */
  downloadFailed: 'Ошибка загрузки',
};
