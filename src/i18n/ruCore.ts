import russianMessages from 'ra-language-russian';
import { PLAN_BLOCK_LABELS } from '../../domain/permissions';
import { ROLE_LABELS } from '../../domain/roles';
import { accountRu } from './account.ru';
import { alertsRu } from './alerts.ru';
import { linksRu } from './links.ru';
import { liveMapRu } from './liveMap.ru';
import { ruPublic } from './ruPublic';
import { staffRu } from './staff.ru';
import { statsRu } from './stats.ru';

/**
 * The product's own words in Russian that the shell and the first signed-in screen (the dashboard
 * and its employees widget) show: loaded with the app. The server's messages are not here: they
 * arrive worded in Russian and are shown as they come; their keys (./serverMessages.ts) come with
 * English, which words them (src/i18n/index.ts). The words of
 * the other screens are in ./ruScreens.ts, loaded with the first of them (src/lazy.tsx); ./ru.ts
 * is the two together.
 */
export const ruCore = {
  app: {
    ...ruPublic.app,
    list: {
      rangeAtLeast: '%{offsetBegin}-%{offsetEnd} из более %{total}',
      exportCsv: 'Экспорт CSV',
      exportSticks: 'Экспорт CSV: стики',
      edit: 'Изменить',
      exportRows: '%{label}: %{rows} строк',
      exportFailed: 'Ошибка выгрузки',
      /** An optional filter's choice that lifts it. */
      all: 'Все',
    },
    menu: {
      home: 'Главная',
      projects: 'Проекты',
      profile: 'Профиль',
      sessions: 'Сессии',
      calendar: 'Календарь',
      map: 'Карта',
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
      referenceData: 'Справочники',
      brands: 'Бренды',
      formats: 'Форматы',
      compliments: 'Комплименты',
      disclaimers: 'Дисклеймеры',
      media: 'Медиа',
      interviewKits: 'Опросники',
      newActivity: 'Новый проект',
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
      statistics: 'Статистика',
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
      map: 'Карта',
      signUp: 'Регистрация',
      emailVerification: 'Подтверждение email',
      registrationComplete: 'Регистрация завершена',
      passwordRecovery: 'Восстановление пароля',
      disclaimers: 'Дисклеймеры',
      media: 'Медиа',
      interviewKits: 'Опросники',
    },
    role: ROLE_LABELS as Record<string, string>,
    planBlock: PLAN_BLOCK_LABELS as Record<string, string>,
    table: {
      details: 'Подробности',
      expandAll: 'Развернуть все',
      collapseAll: 'Свернуть все',
    },
    session: {
      planned: 'Запланирована',
      completed: 'Завершена',
    },
    filters: {
      open: 'Фильтры',
      show: 'Показать',
    },
    phone: {
      selectRow: 'Выбрать',
      showDetails: 'Подробнее',
      hideDetails: 'Свернуть',
    },
    placeholder: {
      message: 'Раздел «%{title}» пока недоступен.',
    },
    agencyMap: {
      title: 'Карта агентства',
      tilesFailed: 'Карта не загрузилась: сервер карт недоступен. Координаты указаны выше.',
    },
    dashboard: {
      greeting: 'Здравствуйте, %{name}!',
    },
    ...accountRu,
    ...liveMapRu,
    ...linksRu,
    ...statsRu,
    ...alertsRu,
    gender: {
      NO_MATTER: 'Не указан',
      MALE: 'Мужской',
      FEMALE: 'Женский',
    },
  },
  /** react-admin's resource names and field labels (sort labels are built from them), and each list's words. */
  resources: {
    ...staffRu,
  },
};

/** The core with react-admin's own Russian merged in (its keys kept beside ours). */
export const russianCore = { ...russianMessages, ...ruCore };
