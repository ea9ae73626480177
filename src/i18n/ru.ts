import russianMessages from 'ra-language-russian';
import { ROLE_LABELS } from '../../domain/roles';
import { accountRu } from './account.ru';
import { activitiesRu } from './activities.ru';
import { backOfficeRu } from './backOffice.ru';
import { profileRu } from './profile.ru';
import { referenceDataRu } from './referenceData.ru';
import { reportsRu } from './reports.ru';
import { ruPublic } from './ruPublic';
import { type ServerMessages, serverMessagesRu } from './serverMessages';
import { sessionListsRu } from './sessionLists.ru';
import { sessionsRu } from './sessions.ru';
import { staffRu } from './staff.ru';
import { tradePointsRu } from './tradePoints.ru';
import { uploadsRu } from './uploads.ru';

/** The product's own words in Russian, the default language (part 1 §2, §6). */
export const ru = {
  app: {
    ...ruPublic.app,
    ...reportsRu,
    ...uploadsRu,
    /** The domain's Russian messages, keyed (serverMessages.ts); en.ts words each in English. */
    server: serverMessagesRu as ServerMessages,
    list: {
      rangeAtLeast: '%{offsetBegin}-%{offsetEnd} из более %{total}',
      exportCsv: 'Экспорт CSV',
      exportSticks: 'Экспорт CSV: стики',
      edit: 'Изменить',
      exportRows: '%{label}: %{rows} строк',
      exportFailed: 'Ошибка выгрузки',
    },
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
      referenceData: 'Справочники',
      brands: 'Бренды',
      formats: 'Форматы',
      compliments: 'Комплименты',
      disclaimers: 'Дисклеймеры',
      media: 'Медиа',
      interviewKits: 'Опросники',
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
      disclaimers: 'Дисклеймеры',
      media: 'Медиа',
      interviewKits: 'Опросники',
    },
    role: ROLE_LABELS as Record<string, string>,
    table: {
      details: 'Подробности',
      expandAll: 'Развернуть все',
      collapseAll: 'Свернуть все',
    },
    session: {
      planned: 'Запланирована',
      completed: 'Завершена',
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
    ...sessionsRu,
    ...activitiesRu,
    dashboard: {
      greeting: 'Здравствуйте, %{name}!',
    },
    ...accountRu,
    gender: {
      NO_MATTER: 'Не указан',
      MALE: 'Мужской',
      FEMALE: 'Женский',
    },
    ...profileRu,
  },
  /** react-admin's resource names and field labels (sort labels are built from them), and each list's words. */
  resources: {
    ...tradePointsRu,
    ...backOfficeRu,
    ...sessionListsRu,
    ...staffRu,
    ...referenceDataRu,
    'scratch-cards': {
      search: 'Поиск по названию или коду',
      activeOnly: 'Только активные',
      new: 'Новая скретч-карта',
      editTitle: 'Редактирование скретч-карты',
      added: 'Скретч-карта добавлена',
      saved: 'Скретч-карта сохранена',
      fields: {
        isActiveInput: 'Активна (можно выбрать в фокусном продукте)',
        title: 'Название',
        code: 'Код',
        description: 'Описание',
        isActive: 'Активна',
      },
      name: 'Скретч-карты',
      deleteContent: 'Скретч-карту больше нельзя будет выбрать в фокусных продуктах.',
      deleted: 'Скретч-карта удалена',
      deleteTitle: 'Удалить скретч-карту «%{title}»?',
    },
    'new-devices': {
      search: 'Поиск по серийному номеру',
      fields: {
        status: 'Статус',
        model: 'Модель',
        serialNumber: 'Серийный номер',
        device: 'Цвет',
        note: 'Примечание',
        createdAt: 'Добавлен',
      },
      new: 'Новый серийный номер',
      editTitle: 'Редактирование серийного номера',
      added: 'Серийный номер добавлен',
      saved: 'Серийный номер сохранён',
      name: 'Серийные номера',
      deleteContent: 'Номер больше не будет показываться в реестре.',
      deleted: 'Серийный номер удалён',
      deleteTitle: 'Удалить серийный номер %{serialNumber}?',
    },
    'interview-kits': {
      search: 'Поиск по названию',
      new: 'Новый опросник',
      editTitle: 'Редактирование опросника',
      added: 'Опросник создан',
      saved: 'Опросник сохранён',
      name: 'Опросники',
      fields: {
        title: 'Название',
        questionCount: 'Вопросов',
        externalTitle: 'Внешнее название',
        answers: 'Варианты ответа',
        answer: 'Ответ',
        value: 'Значение',
        externalVisibility: 'Показывать во внешнем приложении',
        question: 'Вопрос',
        isOpen: 'Открытый вопрос (свободный ответ)',
        questions: 'Вопросы',
      },
      deleteContent: 'Опросник больше не будет показываться в списках и при выборе.',
      deleted: 'Опросник удалён',
      deleteTitle: 'Удалить опросник «%{title}»?',
    },
    /** The session dialogs and the team calendar (issue 12 points 3 and 4). */
  },
  ra: {
    /** ra-input-rich-text's toolbar (it has no Russian of its own). */
    tiptap: {
      align_left: 'По левому краю',
      align_right: 'По правому краю',
      align_center: 'По центру',
      align_justify: 'По ширине',
      list_bulleted: 'Маркированный список',
      list_numbered: 'Нумерованный список',
      blockquote: 'Цитата',
      link: 'Ссылка',
      bold: 'Жирный',
      italic: 'Курсив',
      underline: 'Подчёркнутый',
      strike: 'Зачёркнутый',
      code: 'Код',
      color: 'Цвет текста',
      highlight: 'Выделение цветом',
      image: 'Изображение',
      image_dialog: 'Адрес изображения',
      clear_format: 'Очистить форматирование',
      select_level: 'Выберите уровень',
      current_level: 'Текущий уровень',
      paragraph: 'Обычный текст',
      heading1: 'Заголовок 1',
      heading2: 'Заголовок 2',
      heading3: 'Заголовок 3',
      heading4: 'Заголовок 4',
      heading5: 'Заголовок 5',
      heading6: 'Заголовок 6',
    },
  },
};

export type AppMessages = typeof ru;

export const russian = { ...russianMessages, ...ru, ra: { ...russianMessages.ra, ...ru.ra } };
