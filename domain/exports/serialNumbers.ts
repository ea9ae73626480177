import { SERIAL_NUMBER_STATUS_LABELS, type SerialNumberStatus } from '../validation/serialNumbers';
import { defineExport, pageOf } from './types';

interface SerialNumberNode {
  serialNumber: string;
  status: string;
  note: string | null;
  createdAt: string;
  device: { title: string } | null;
  model: { model: string } | null;
}

/** The serial-number register (/new-devices, resources/serialNumbers): the date added in the reader's time zone. */
export const serialNumbersExport = defineExport<SerialNumberNode>({
  resource: 'new-devices',
  fileName: 'serial-numbers',
  field: 'serialNumbers',
  document: `query ($first: Int, $after: String, $serialNumber_Icontains: String, $status: String, $model: ID,
    $id_In: [ID!], $orderBy: String) {
    serialNumbers(first: $first, after: $after, serialNumber_Icontains: $serialNumber_Icontains, status: $status,
      model: $model, id_In: $id_In, orderBy: $orderBy) {
      ${pageOf('serialNumber status note createdAt device { title } model { model }')}
    }
  }`,
  header: ['Серийный номер', 'Модель', 'Цвет', 'Статус', 'Примечание', 'Добавлен'],
  rows: (s, dates) => [
    [
      s.serialNumber,
      s.model?.model,
      s.device?.title,
      SERIAL_NUMBER_STATUS_LABELS[s.status as SerialNumberStatus] ?? s.status,
      s.note,
      dates.date(s.createdAt),
    ],
  ],
});
