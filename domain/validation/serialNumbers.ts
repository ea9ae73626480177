import { MESSAGES } from '../messages';
import { idRef, optionalText, yup } from './common';

/** Where a device with a serial number is (our choice: the spec names only the /new-devices route). */
export const SERIAL_NUMBER_STATUSES = ['IN_STOCK', 'ISSUED', 'SOLD', 'DEFECTIVE'] as const;
export type SerialNumberStatus = (typeof SERIAL_NUMBER_STATUSES)[number];
export const SERIAL_NUMBER_STATUS_LABELS: Record<SerialNumberStatus, string> = {
  IN_STOCK: 'На складе',
  ISSUED: 'Выдан консультанту',
  SOLD: 'Продан',
  DEFECTIVE: 'Брак',
};

/** A device serial number; POST/PATCH /api/newdevice/. `device` is a color of a model ('glocolor'). */
export const serialNumberSchema = yup.object({
  serialNumber: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(64)
    .matches(/^[A-Za-z0-9-]+$/, 'Только латинские буквы, цифры и дефис'),
  device: idRef().required(MESSAGES.required),
  status: yup
    .mixed<SerialNumberStatus>()
    .oneOf([...SERIAL_NUMBER_STATUSES], 'Выберите статус из списка')
    .required(MESSAGES.required)
    .default('IN_STOCK'),
  note: optionalText(500),
});
export type SerialNumberInput = yup.InferType<typeof serialNumberSchema>;
