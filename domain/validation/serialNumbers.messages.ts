/** The words and constants of ./serialNumbers.ts without its schemas: the browser imports them without yup. */
/** Where a device with a serial number is (our choice: the spec names only the /new-devices route). */
export const SERIAL_NUMBER_STATUSES = ['IN_STOCK', 'ISSUED', 'SOLD', 'DEFECTIVE'] as const;
export type SerialNumberStatus = (typeof SERIAL_NUMBER_STATUSES)[number];
export const SERIAL_NUMBER_STATUS_LABELS: Record<SerialNumberStatus, string> = {
  IN_STOCK: 'На складе',
  ISSUED: 'Выдан консультанту',
  SOLD: 'Продан',
  DEFECTIVE: 'Брак',
};
