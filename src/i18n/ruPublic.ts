import { MESSAGES } from '../../domain/messages';

/**
 * The words of the public pages (login and its two-factor step, src/public/): all the catalogue
 * /login downloads. ru.ts spreads them into the whole Russian catalogue, which the app loads
 * with react-admin (loadCatalogue in ./index.ts); the server's common messages are here too, so
 * that a refusal on the login form is shown in the chosen language.
 */
/** The worded (not computed) common messages of the server (domain/messages.ts). */
const commonServerMessages = Object.fromEntries(
  Object.entries(MESSAGES).filter(([, text]) => typeof text === 'string'),
) as Record<string, string>;

export const ruPublic = {
  app: {
    server: { common: commonServerMessages },
    common: {
      actions: 'Действия',
      actionFailed: 'Не удалось выполнить действие',
      saveFailed: 'Не удалось сохранить',
      edit: 'Изменить',
      editPage: 'Редактировать',
      delete: 'Удалить',
      loading: 'Загрузка',
      loadFailed: 'Не удалось загрузить запись',
      yes: 'Да',
      no: 'Нет',
      notSet: 'Не указан',
      download: 'Скачать',
      downloadFailed: 'Не удалось скачать файл',
      language: 'Язык',
    },
    shell: {
      back: 'Назад',
      agencyId: 'ID %{id}',
      copyright: '© %{from}–%{to}',
      language: 'Язык',
    },
    error: {
      title: MESSAGES.errorTitle as string,
      noRights: MESSAGES.noRights as string,
      notFound: 'Страница не найдена',
      generic: 'Что-то пошло не так. Попробуйте обновить страницу',
      profileInactive: MESSAGES.profileInactive as string,
      registrationClosed: MESSAGES.registrationClosed as string,
      toHome: 'На главную',
    },
    login: {
      title: 'Вход',
      email: 'Email',
      password: 'Пароль',
      submit: 'Войти',
      forgot: 'Забыли пароль?',
    },
    otp: {
      title: 'Двухфакторная проверка',
      token: 'Код верификации',
      submit: 'Подтвердить',
      noTicket: 'Срок ожидания кода истёк. Войдите снова',
      toLogin: 'Ко входу',
    },
  },
};
