import { activitiesRu } from './activities.ru';
import { auditRu } from './audit.ru';
import { backOfficeRu } from './backOffice.ru';
import { payrollRu } from './payroll.ru';
import { photoCheckRu } from './photoCheck.ru';
import { profileRu } from './profile.ru';
import { publicLinksRu } from './publicLinks.ru';
import { referenceDataRu } from './referenceData.ru';
import { reportsRu } from './reports.ru';
import { sessionListsRu } from './sessionLists.ru';
import { sessionsRu } from './sessions.ru';
import { statisticsRu } from './stats.ru';
import { tradePointsRu } from './tradePoints.ru';
import { uploadsRu } from './uploads.ru';

/**
 * The Russian words of every screen but the first (reference data, activities, sessions, profiles,
 * uploads, reports...): loaded with the first such screen, in parallel with its code (src/lazy.tsx),
 * and merged into the catalogue by src/i18n/index.ts.
 */
export const ruScreens = {
  app: {
    ...reportsRu,
    ...uploadsRu,
    ...sessionsRu,
    ...activitiesRu,
    ...profileRu,
    ...statisticsRu,
    ...publicLinksRu,
    ...photoCheckRu,
    ...auditRu,
    ...payrollRu,
  },
  resources: {
    ...tradePointsRu,
    ...backOfficeRu,
    ...sessionListsRu,
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
