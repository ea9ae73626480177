/** The words and constants of ./password.ts without its schemas: the browser imports them without yup. */
/** Admin creation's weaker rule, worded as the spec words it (its typo included). */
export const ADMIN_PASSWORD_MESSAGE =
  'Пароль должен содердать как минимум одну прописную букву, одну строчную букву, и одну цифру. А также быть не короче 6 символов.';
/** Wrong current password on the password change form (the spec gives no wording). */
export const WRONG_CURRENT_PASSWORD = 'Неверный текущий пароль';
