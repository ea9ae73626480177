import { MESSAGES } from '../messages';
import { idRef, optionalText, yup } from './common';
import { SERIAL_NUMBER_STATUSES, type SerialNumberStatus } from './serialNumbers.messages';

export * from './serialNumbers.messages';

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
