import russianMessages from 'ra-language-russian';
import { MESSAGES } from '../../domain/messages';
import { ROLE_LABELS } from '../../domain/roles';

/** The product's own words in Russian, the default language (part 1 §2, §6). */
export const ru = {
  app: {
    menu: {
      home: 'Главная',
      projects: 'Проекты',
      profile: 'Профиль',
      sessions: 'Сессии',
      sessionsEdit: 'Редактирование сессий',
      scratchCards: 'Скретч-карты',
      newDevices: 'Серийные номера',
      tradePoints: 'Точки продаж',
      devices: 'Устройства',
      programs: 'Программы',
      salaries: 'Расчёты',
      photoCheck: 'Фотоконтроль',
      audit: 'Аудит',
      dataMatrixes: 'Data Matrix',
      pointsCoverage: 'Покрытие точек',
      cigarettes: 'Сигареты',
      equipment: 'Оборудование',
      logout: 'Выход',
      back: 'Назад',
    },
    title: {
      dashboard: 'Главная',
      profile: 'Профиль',
      activity: 'Проект',
      user: 'Добавление пользователя',
      action: 'Акция',
      audit: 'Аудит',
      sessions: 'Сессии',
      session: 'Сессия',
      spot: 'Информация о точке',
      agency: 'Агентство',
      alert: 'Оповещение',
      sessionsPlanning: 'Календарь',
      sessionsView: 'Просмотр сессий',
      sessionsSearch: 'Поиск сессий',
      sessionsEdit: 'Редактирование сессий',
      scratchCards: 'Скретч-карты',
      photoCheck: 'Фотоконтроль',
      newDevices: 'Серийные номера',
      tradePoints: 'Точки продаж',
      devices: 'Устройства',
      programs: 'Программы',
      salaries: 'Расчёты',
      dataMatrixes: 'Data Matrix',
      pointsCoverage: 'Покрытие точек',
      cigarettes: 'Сигареты',
      auditPage: 'Аудит',
      equipment: 'Оборудование',
      signUp: 'Регистрация',
      emailVerification: 'Подтверждение email',
      registrationComplete: 'Регистрация завершена',
      passwordRecovery: 'Восстановление пароля',
    },
    role: ROLE_LABELS as Record<string, string>,
    shell: {
      back: 'Назад',
      agencyId: 'ID %{id}',
      copyright: '© %{from}–%{to}',
      language: 'Язык',
    },
    session: {
      planned: 'Запланирована',
      completed: 'Завершена',
    },
    error: {
      title: MESSAGES.errorTitle as string,
      noRights: MESSAGES.noRights as string,
      notFound: 'Страница не найдена',
      generic: 'Что-то пошло не так. Попробуйте обновить страницу',
      toHome: 'На главную',
    },
    placeholder: {
      message: 'Раздел «%{title}» пока недоступен.',
    },
    dashboard: {
      greeting: 'Здравствуйте, %{name}!',
    },
    login: {
      title: 'Вход',
      email: 'Email',
      password: 'Пароль',
      submit: 'Войти',
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

export type AppMessages = typeof ru;

export const russian = { ...russianMessages, ...ru };
