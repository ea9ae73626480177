/** Messages the spec words exactly; browser and server use these constants, never copies. */
export const MESSAGES = {
  errorTitle: 'ОШИБКА!',
  noRights: 'Извините, у вас нет прав!',
  profileInactive: 'Ваш профиль не активен, свяжитесь с агентством',
  registrationClosed: 'Регистрация сейчас закрыта',
  required: 'Это обязательное поле',
  requiredFields: 'Следующие поля обязательны',
  invalidCode: 'Неверный код',
  invalidFile: 'Загруженный файл не является корректным файлом',
  // Our own wording where the spec gives none.
  wrongCredentials: 'Неверный email или пароль',
  accountFired: 'Учётная запись уволена. Вход невозможен',
  notAuthenticated: 'Учётные данные не были предоставлены',
  tokenInvalid: 'Сессия недействительна или истекла. Войдите снова',
  validationFailed: 'Проверьте введённые данные',
  notFound: 'Не найдено',
  tooManyRequests: 'Слишком много попыток. Повторите позже',
  serverError: 'Внутренняя ошибка сервера',
  unknownReference: 'Выбранное значение не существует',
  mustBeNumber: 'Должно быть числом',
  tooLong: (max: number) => `Не более ${max} символов`,
} as const;
