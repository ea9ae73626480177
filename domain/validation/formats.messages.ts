/** The words and constants of ./formats.ts without its schemas: the browser imports them without yup. */
export const EXTERNAL_TITLE_REQUIRED = 'Укажите внешнее название: формат виден внешним системам';
export const PRICE_POSITIVE = 'Цена должна быть больше нуля';
