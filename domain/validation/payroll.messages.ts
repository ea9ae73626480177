/** The payroll forms' words (part 2 §8; our wording where the spec gives none), without yup. */
export const PAYROLL_MESSAGES = {
  /** Part 2 §5/§8 "Bonus fields missing": also the server's per-field message for them. */
  missing: 'Не все обязательные поля заполнены. Пожалуйста, добавьте необходимые данные.',
  /** Part 2 §8 "Bonus save succeeds". */
  success: 'Операция прошла успешно.',
  dateFormat: 'Укажите дату в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата окончания не может быть раньше даты начала',
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
  periodTooLong: 'Период расчёта не может быть длиннее года',
  wholeNumber: 'Должно быть целым числом',
  notNegative: 'Не может быть отрицательным',
  percent: 'Укажите процент от 0 до 100',
  tierOrder: 'Второй порог не может быть меньше первого',
  unknownType: 'Неизвестный тип расчёта',
  unknownActivity: 'Такой активности нет',
  unknownDepartment: 'Такого департамента нет',
  unknownReference: 'Выбранное значение не существует',
  tooManyRows: 'Не более 100 строк',
  notFinished: 'Расчёт ещё не закончен',
  /** A failed calculation's reasons (shown on the list). */
  noPeople: 'За этот период нет ни одного человека с сессиями',
  failed: 'Ошибка выполнения',
};
