/**
 * The upload engine's limits and its Russian messages (the file's refusals and the per-row
 * reasons), shared by the server and the browser (src/i18n/serverMessages.ts translates them).
 */

/** The rows the preview shows and the row errors the first answer carries. */
export const UPLOAD_PREVIEW_ROWS = 20;
export const UPLOAD_ERRORS_SHOWN = 100;
/** Row errors kept per upload (the errors file); the count of rows with errors stays exact. */
export const UPLOAD_ERRORS_KEPT = 10_000;
/** Data rows read from one file at most: beyond, the file is refused (an XLSX bomb stops here too). */
export const UPLOAD_MAX_ROWS = 2_000_000;
/** Columns a file may have: well above the widest type's, so that unused columns still pass. */
export const UPLOAD_MAX_COLUMNS = 100;
/** Characters a CSV record may have (a quoted cell's line breaks included): a longer one is refused. */
export const UPLOAD_MAX_LINE_CHARS = 65_536;
/** Characters of a header or cell the preview and the stored mapping keep (longer ones end in …). */
export const UPLOAD_CELL_CHARS = 200;
/** Uploads one user may have received and parsed at once (every app process together). */
export const UPLOAD_CONCURRENT_PER_USER = 2;
/** A preview nobody confirmed or cancelled is removed with its file after this (housekeeping). */
export const UPLOAD_PREVIEW_KEPT_HOURS = 24;
/** How often the browser asks for a running import's progress. */
export const UPLOAD_POLL_MS = 1000;
/** The upload history's page (part 2 §9: 7 a page, ordered by modified). */
export const UPLOAD_HISTORY_PER_PAGE = 7;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Выберите файл CSV или XLSX',
  notTable: 'Файл не является таблицей CSV или XLSX',
  zipNotXlsx: 'Архив не является книгой XLSX',
  xlsxBomb: 'Книга XLSX слишком велика после распаковки',
  unreadable: 'Не удалось прочитать файл',
  tooLarge: 'Файл больше 100 МБ',
  tooManyRows: 'В файле больше 2 000 000 строк',
  tooManyColumns: 'В файле больше 100 столбцов',
  lineTooLong: 'В файле есть строка длиннее 65 536 знаков',
  tooManyUploads: 'Дождитесь окончания своих загрузок: одновременно можно отправить не больше 2 файлов',
  noRows: 'В файле нет строк с данными',
  missingColumns: 'В файле нет обязательных столбцов',
  typeInvalid: 'Выберите тип загрузки из списка',
  notConfirmable: 'Загрузка уже подтверждена или отменена',
  notCancellable: 'Загрузка уже завершена',
  fileGone: 'Файл загрузки не найден',
  importFailed: 'Ошибка импорта: ни одна строка не сохранена',
  // Per-row reasons.
  undecodable: 'Строка не в кодировке UTF-8: в ней есть нечитаемые символы',
  repeatedKey: 'Ключ уже встречался в файле выше: сохранится последняя строка с ним',
  required: 'Обязательное поле',
  tooLong: 'Слишком длинное значение',
  notNumber: 'Должно быть числом',
  latitude: 'Широта от -90 до 90',
  longitude: 'Долгота от -180 до 180',
  flag: 'Ожидается да или нет',
  date: 'Дата в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
  dateTime: 'Дата и время в формате ГГГГ-ММ-ДД ЧЧ:ММ или ДД.ММ.ГГГГ ЧЧ:ММ',
  city: 'Нет активного города с таким названием',
  coordinator: 'Нет супервайзера с таким e-mail',
  onlyYourself: 'Супервайзер может указать только себя',
  othersRow: 'Запись принадлежит другому супервайзеру',
  consultant: 'Нет консультанта с таким e-mail',
  consultantTeam: 'Консультант не в команде этого супервайзера',
  consultantNeedsCoordinator: 'Консультант указан без супервайзера',
  agency: 'Нет агентства с таким названием',
  program: 'Нет программы с таким кодом',
  spot: 'Нет действующей точки с таким номером клиента',
} as const;

/** The key of a field name the server answers in `mapping` (the browser words it per type). */
export const UPLOAD_FIELD_KEYS = [
  'title',
  'address',
  'customerNumber',
  'city',
  'legalName',
  'latitude',
  'longitude',
  'coordinator',
  'number',
  'active',
  'arrivalDate',
  'sku',
  'skuCategory',
  'usedOrderId',
  'usedDate',
  'programHistory',
  'programs',
  'brand',
  'format',
  'isBat',
  'inventoryNumber',
  'model',
  'serialNumber',
  'agency',
  'consultant',
  'spot',
] as const;
export type UploadField = (typeof UPLOAD_FIELD_KEYS)[number];
