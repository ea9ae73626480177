/** The words and constants of ./catalogCommon.ts without its schemas: the browser imports them without yup. */
export const NOT_NEGATIVE = 'Не может быть отрицательным';
export const NOT_A_FLAG = 'Должно быть да или нет';
export const NOT_A_LIST = 'Ожидается список';
