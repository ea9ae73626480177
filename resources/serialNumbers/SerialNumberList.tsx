import { Stack } from '@mui/material';
import { DataTable, DateField, type Identifier, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import {
  SERIAL_NUMBER_STATUS_LABELS,
  type SerialNumberStatus,
  serialNumberSchema,
} from '../../domain/validation/serialNumbers';
import { csvExporter } from '../shared/csv';
import { FormDialog } from '../shared/FormDialog';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ReferenceList, RowEdit } from '../shared/ReferenceList';
import { RowDelete } from '../shared/RowDelete';
import { SerialNumberInputs, STATUS_CHOICES } from './SerialNumberInputs';
import { type SerialNumber, serialNumberFormValues } from './serializer';

const statusLabel = (status: string) => SERIAL_NUMBER_STATUS_LABELS[status as SerialNumberStatus] ?? status;

const filters = [
  <SearchInput key="q" source="q" placeholder="Поиск по серийному номеру" alwaysOn />,
  <SelectInput key="status" source="status" label="Статус" choices={STATUS_CHOICES} />,
  <ReferenceInput key="model" source="model" reference="devicemodel" sort={{ field: 'model', order: 'ASC' }}>
    <SelectInput optionText="model" label="Модель" />
  </ReferenceInput>,
];

export const exportSerialNumbers = csvExporter<SerialNumber>('serial-numbers', [
  ['Серийный номер', (s) => s.serialNumber],
  ['Модель', (s) => s.model?.model],
  ['Цвет', (s) => s.device?.title],
  ['Статус', (s) => statusLabel(s.status)],
  ['Примечание', (s) => s.note],
  ['Добавлен', (s) => (s.createdAt ? new Date(s.createdAt).toLocaleDateString('ru-RU') : '')],
]);

const SerialNumberDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="new-devices"
    id={id}
    title={id == null ? 'Новый серийный номер' : 'Редактирование серийного номера'}
    schema={serialNumberSchema}
    toFormValues={serialNumberFormValues}
    defaults={{ status: 'IN_STOCK' }}
    successMessage={id == null ? 'Серийный номер добавлен' : 'Серийный номер сохранён'}
    onClose={onClose}
  >
    <SerialNumberInputs />
  </FormDialog>
);

/** The register of device serial numbers (/new-devices): model, color and status. */
export const SerialNumberList = () => (
  <ReferenceList
    title="Серийные номера"
    createLabel="Новый серийный номер"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exportName="serial-numbers"
    pagination={<KeysetPagination />}
    dialog={(open, close) => <SerialNumberDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="serialNumber" label="Серийный номер" />
    <DataTable.Col source="model.model" label="Модель" disableSort />
    <DataTable.Col source="device.title" label="Цвет" disableSort />
    <DataTable.Col source="status" label="Статус" render={(s: SerialNumber) => statusLabel(s.status)} />
    <DataTable.Col source="note" label="Примечание" disableSort />
    <DataTable.Col source="createdAt" label="Добавлен">
      <DateField source="createdAt" locales="ru-RU" />
    </DataTable.Col>
    <DataTable.Col
      label="Действия"
      disableSort
      align="right"
      render={(s: SerialNumber) => (
        <Stack direction="row" justifyContent="flex-end">
          <RowEdit />
          <RowDelete
            title={`Удалить серийный номер ${s.serialNumber}?`}
            content="Номер больше не будет показываться в реестре."
            done="Серийный номер удалён"
          />
        </Stack>
      )}
    />
  </ReferenceList>
);
