/** The words and constants of ./questionnaire.ts without its schema: the browser imports them without yup. */

/** The questionnaire's answers beyond the names (part 1 §3 "Registration form"), in form order. */
export const QUESTIONNAIRE_FIELDS = [
  'auto',
  'education',
  'english',
  'passport',
  'passportDate',
  'passportDepartment',
  'address',
  'fb',
  'vk',
  'ok',
  'instagram',
] as const;
export type QuestionnaireField = (typeof QUESTIONNAIRE_FIELDS)[number];

/** The choices the spec leaves open: education and English as levels, the car as yes or no. */
export const EDUCATION_LEVELS = ['SECONDARY', 'VOCATIONAL', 'INCOMPLETE_HIGHER', 'HIGHER'] as const;
export const ENGLISH_LEVELS = ['NONE', 'BASIC', 'INTERMEDIATE', 'ADVANCED', 'FLUENT'] as const;

/** The social networks and the hosts a profile link of each may be on. */
export const SOCIAL_NETWORKS = {
  fb: { name: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  vk: { name: 'ВКонтакте', hosts: ['vk.com', 'vk.ru'] },
  ok: { name: 'Одноклассники', hosts: ['ok.ru', 'odnoklassniki.ru'] },
  instagram: { name: 'Instagram', hosts: ['instagram.com', 'instagr.am'] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** The photo: a JPEG or PNG judged by its first bytes, at most 5 MB. */
export const QUESTIONNAIRE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const QUESTIONNAIRE_MESSAGES = {
  choice: 'Выберите значение из списка',
  passport: 'Номер документа: латинские буквы и цифры, от 6 до 20 знаков',
  passportDateFuture: 'Дата выдачи не может быть в будущем',
  passportDateBeforeBirth: 'Дата выдачи не может быть раньше даты рождения',
  social: (network: SocialNetwork) =>
    `Укажите ссылку на профиль ${SOCIAL_NETWORKS[network].name} (${SOCIAL_NETWORKS[network].hosts[0]}/…) или имя пользователя`,
  photoNotImage: 'Фото должно быть в формате JPEG или PNG',
  photoTooLarge: `Фото больше ${QUESTIONNAIRE_PHOTO_MAX_BYTES / 1024 / 1024} МБ`,
  photoUnreadable: 'Не удалось прочитать фото',
  photoOwnOnly: 'Менять фото можно только в своём профиле',
} as const;
