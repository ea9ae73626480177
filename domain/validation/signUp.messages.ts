/** The words and constants of ./signUp.ts without its schemas: the browser imports them without yup. */
export const CYRILLIC_MESSAGE = 'Поле должно содержать только кирилицу';
export const EMAIL_MESSAGE = 'Укажите валидный Email.';
export const CORPORATE_EMAIL_MESSAGE = 'Укажите корпоративную почту';
export const IIN_MESSAGE = 'ИИН должен состоять из цифр';
export const ROLE_MESSAGE = 'Выберите роль из списка';
export const GENDER_MESSAGE = 'Выберите пол из списка';
