/** The words and constants of ./tradePoints.ts without its schemas: the browser imports them without yup. */
/** Part 2 §8 for the trade points page, and our own wording where the spec gives none. */
export const TRADE_POINT_MESSAGES = {
  createFailed: 'Ошибка создания новой точки',
  removeFailed: 'Ошибка удаления точки',
  downloadFailed: 'Ошибка скачивания списка точек',
  citiesFailed: 'Ошибка загрузки списка городов',
  regionsFailed: 'Ошибка загрузки списка CR',
  coordinatorsFailed: 'Ошибка загрузки списка супервайзеров',
  customerNumberTaken: 'Точка с таким номером клиента уже есть',
  cityInactive: 'Выберите активный город из списка',
  notCoordinator: 'Выберите супервайзера из списка',
  exportLinkInvalid: 'Ссылка на скачивание недействительна или истекла',
} as const;
