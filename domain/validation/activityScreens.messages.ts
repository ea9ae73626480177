/** The words and constants of ./activityScreens.ts without its schemas: the browser imports them without yup. */
export const SCREEN_MESSAGES = {
  notForType: 'Поле не используется экраном этого типа',
  type: 'Выберите тип экрана',
  incentiveRequired: 'Укажите сумму поощрения',
  mediaRequired: 'Выберите медиа',
  disclaimerRequired: 'Выберите дисклеймер',
  interviewRequired: 'Выберите опросник',
  tooMany: (max: number) => `Не больше ${max}`,
} as const;
