/** The words and constants of ./profile.ts without its schemas: the browser imports them without yup. */
export const PROFILE_MESSAGES = {
  between: (min: number, max: number) => `Укажите число от ${min} до ${max}`,
  phone: 'Укажите телефон цифрами, например +7 701 123 45 67',
  birthDate: 'Укажите дату рождения в прошлом',
  ownOnly: 'Редактировать можно только свой профиль',
  saved: 'Профиль сохранён',
} as const;
