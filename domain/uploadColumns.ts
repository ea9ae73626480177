import { type CsvDates, csvText, yesNo } from './csv';
import type { UploadField } from './uploadRules';
import type { UploadType } from './uploads';

/**
 * The columns of each upload type, ONE definition shared by the upload engine (the headers it
 * reads, which are required), the upload dialog (the columns it lists with their formats, the
 * template it offers) and the list exports (their headers and the way each value is written), so
 * that a list's export uploads again unchanged (issue 23 point 4).
 */

/** How a column's value is written; the dialog words each (app.uploads.formats.*). */
export type UploadFormat =
  | 'key'
  | 'text'
  | 'email'
  | 'date'
  | 'dateTime'
  | 'flag'
  | 'latitude'
  | 'longitude'
  | 'city'
  | 'agency'
  | 'spot'
  | 'programs'
  | 'newName';

export interface UploadColumn {
  field: UploadField;
  /** The header the export and the Russian template write. */
  header: string;
  /** The header the English template writes (the upload reads it too). */
  headerEn: string;
  /** Other spellings the upload reads (compared without case, spaces, `_`, `-` or `.`; ё as е). */
  aliases?: readonly string[];
  required?: boolean;
  format: UploadFormat;
}

const COORDINATOR: UploadColumn = {
  field: 'coordinator',
  header: 'E-mail супервайзера',
  headerEn: 'Supervisor e-mail',
  aliases: [
    'Супервайзер',
    'Координатор',
    'E-mail координатора',
    'coordinator',
    'supervisor',
    'coordinator e-mail',
  ],
  format: 'email',
};
const CONSULTANT: UploadColumn = {
  field: 'consultant',
  header: 'E-mail консультанта',
  headerEn: 'Consultant e-mail',
  aliases: ['Консультант', 'consultant'],
  format: 'email',
};
const INVENTORY: UploadColumn = {
  field: 'inventoryNumber',
  header: 'Инвентарный номер',
  headerEn: 'Inventory number',
  aliases: ['Инв номер', 'Инвентарный', 'inventory'],
  required: true,
  format: 'key',
};
const AGENCY: UploadColumn = { field: 'agency', header: 'Агентство', headerEn: 'Agency', format: 'agency' };

export const UPLOAD_COLUMNS: Record<UploadType, readonly UploadColumn[]> = {
  SPOTS: [
    {
      field: 'title',
      header: 'Название',
      headerEn: 'Title',
      aliases: ['Наименование', 'Название точки', 'name'],
      required: true,
      format: 'text',
    },
    { field: 'address', header: 'Адрес', headerEn: 'Address', format: 'text' },
    {
      field: 'customerNumber',
      header: 'Номер клиента',
      headerEn: 'Customer number',
      aliases: ['Номер покупателя', 'customer'],
      required: true,
      format: 'key',
    },
    { field: 'city', header: 'Город', headerEn: 'City', required: true, format: 'city' },
    {
      field: 'legalName',
      header: 'Юридическое название',
      headerEn: 'Legal name',
      aliases: ['Юридическое лицо', 'Юр название', 'Юрлицо'],
      format: 'text',
    },
    { field: 'latitude', header: 'Широта', headerEn: 'Latitude', aliases: ['lat'], format: 'latitude' },
    {
      field: 'longitude',
      header: 'Долгота',
      headerEn: 'Longitude',
      aliases: ['lng', 'lon'],
      format: 'longitude',
    },
    COORDINATOR,
  ],
  DM_CODES: [
    {
      field: 'number',
      header: 'Код',
      headerEn: 'Code',
      aliases: ['Номер', 'Номер кода', 'DM код', 'number'],
      required: true,
      format: 'key',
    },
    {
      field: 'active',
      header: 'Активен',
      headerEn: 'Active',
      aliases: ['Активный', 'Активность'],
      format: 'flag',
    },
    {
      field: 'arrivalDate',
      header: 'Дата поступления',
      headerEn: 'Arrival date',
      aliases: ['Дата прихода'],
      format: 'date',
    },
    { field: 'sku', header: 'SKU', headerEn: 'SKU', aliases: ['Артикул'], format: 'text' },
    {
      field: 'skuCategory',
      header: 'Категория SKU',
      headerEn: 'SKU category',
      aliases: ['Категория'],
      format: 'newName',
    },
    {
      field: 'usedOrderId',
      header: 'Номер заказа',
      headerEn: 'Order number',
      aliases: ['Заказ', 'ID заказа', 'used order id', 'order id'],
      format: 'text',
    },
    { field: 'usedDate', header: 'Дата использования', headerEn: 'Used date', format: 'dateTime' },
    { field: 'programs', header: 'Программы', headerEn: 'Programs', format: 'programs' },
    { field: 'programHistory', header: 'История программ', headerEn: 'Program history', format: 'text' },
  ],
  CIGARETTES: [
    {
      field: 'brand',
      header: 'Бренд',
      headerEn: 'Brand',
      aliases: ['brand title'],
      required: true,
      format: 'text',
    },
    {
      field: 'format',
      header: 'Формат',
      headerEn: 'Format',
      aliases: ['format title'],
      required: true,
      format: 'text',
    },
    { field: 'sku', header: 'SKU', headerEn: 'SKU', aliases: ['Артикул'], required: true, format: 'key' },
    {
      field: 'isBat',
      header: 'Бренд BAT',
      headerEn: 'BAT brand',
      aliases: ['BAT', 'isBat', 'brand isBat'],
      format: 'flag',
    },
  ],
  EQUIPMENT_TABLETS: [
    INVENTORY,
    {
      field: 'model',
      header: 'Модель',
      headerEn: 'Model',
      aliases: ['Модель планшета', 'tablet model'],
      format: 'newName',
    },
    {
      field: 'serialNumber',
      header: 'Серийный номер',
      headerEn: 'Serial number',
      aliases: ['serial'],
      format: 'text',
    },
    AGENCY,
    COORDINATOR,
    CONSULTANT,
  ],
  EQUIPMENT_STANDS: [
    INVENTORY,
    {
      field: 'model',
      header: 'Модель стенда',
      headerEn: 'Stand model',
      aliases: ['Модель', 'model'],
      format: 'text',
    },
    {
      field: 'spot',
      header: 'Номер клиента точки',
      headerEn: 'Spot customer number',
      aliases: ['Точка', 'Номер клиента', 'spot', 'customer number'],
      format: 'spot',
    },
    AGENCY,
    COORDINATOR,
    CONSULTANT,
  ],
};

/** Every header a column is read by: its Russian and English headers, then its other spellings. */
export const columnHeaders = (column: UploadColumn): string[] => [
  column.header,
  column.headerEn,
  ...(column.aliases ?? []),
];

/**
 * The reason column the errors file adds after a rejected row's own columns. It names no field, so
 * a corrected errors file uploads again with it still there (the column is not used).
 */
export const UPLOAD_REASON_HEADER = 'Ошибка';

/** The template a user fills in: the type's headers (Russian or English), no rows. */
export const uploadTemplate = (type: UploadType, locale: string) =>
  csvText([UPLOAD_COLUMNS[type].map((c) => (locale === 'en' ? c.headerEn : c.header))]);

/** The upload's time zone: a date and time in a file is local time there. */
export const UPLOAD_TIME_ZONE = 'Asia/Almaty';

/** A calendar date (YYYY-MM-DD) as the file writes it: DD.MM.YYYY. */
export const fileDate = (value: string | null | undefined) =>
  value ? value.split('-').reverse().join('.') : '';

const fileClock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: UPLOAD_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the file writes it: DD.MM.YYYY HH:MM in the upload's time zone, the seconds (and
 * their fraction) only when the instant has them, so that the upload reads back the same instant.
 */
export const fileDateTime = (value: string | null | undefined) => {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const p = Object.fromEntries(fileClock.formatToParts(at).map((x) => [x.type, x.value]));
  const ms = at.getUTCMilliseconds();
  const seconds = p.second !== '00' || ms ? `:${p.second}${ms ? `.${String(ms).padStart(3, '0')}` : ''}` : '';
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}${seconds}`;
};

/** A flag as the file writes it. */
export const fileFlag = yesNo;

/** One row of a type's file: a value per field (what is left out is written empty). */
export type UploadRowValues = Partial<Record<UploadField, unknown>>;

/**
 * A list export that is an upload file: the type's headers, each node's values in the columns'
 * order (dates and flags written as the upload reads them).
 */
export const uploadFileRows =
  <N>(type: UploadType, values: (node: N, dates: CsvDates) => UploadRowValues) =>
  (node: N, dates: CsvDates) => {
    const row = values(node, dates);
    return [UPLOAD_COLUMNS[type].map((c) => row[c.field] ?? '')];
  };

export const uploadFileHeader = (type: UploadType) => UPLOAD_COLUMNS[type].map((c) => c.header);
