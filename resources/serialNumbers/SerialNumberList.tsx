import { DataTable, type Identifier, ReferenceInput, SelectInput } from 'react-admin';
import {
  SERIAL_NUMBER_STATUS_LABELS,
  type SerialNumberStatus,
  serialNumberSchema,
} from '../../domain/validation/serialNumbers';
import { csvExporter } from '../shared/csv';
import { DayField } from '../shared/DayField';
import { FormDialog } from '../shared/FormDialog';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ReferenceList, RowEditDelete } from '../shared/ReferenceList';
import { SearchInput } from '../shared/SearchInput';
import { Translated } from '../shared/Translated';
import { SerialNumberInputs, STATUS_CHOICES } from './SerialNumberInputs';
import { type SerialNumber, serialNumberFormValues } from './serializer';

const statusLabel = (status: string) => SERIAL_NUMBER_STATUS_LABELS[status as SerialNumberStatus] ?? status;

const filters = [
  <SearchInput key="q" source="q" placeholder="resources.new-devices.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.new-devices.fields.status"
    choices={STATUS_CHOICES}
    emptyText="app.list.all"
  />,
  <ReferenceInput key="model" source="model" reference="devicemodel" sort={{ field: 'model', order: 'ASC' }}>
    <SelectInput optionText="model" label="resources.new-devices.fields.model" emptyText="app.list.all" />
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
    title={id == null ? 'resources.new-devices.new' : 'resources.new-devices.editTitle'}
    schema={serialNumberSchema}
    toFormValues={serialNumberFormValues}
    defaults={{ status: 'IN_STOCK' }}
    successMessage={id == null ? 'resources.new-devices.added' : 'resources.new-devices.saved'}
    onClose={onClose}
  >
    <SerialNumberInputs />
  </FormDialog>
);

/** The register of device serial numbers (/new-devices): model, color and status. */
export const SerialNumberList = () => (
  <ReferenceList
    title="resources.new-devices.name"
    createLabel="resources.new-devices.new"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exportName="serial-numbers"
    pagination={<KeysetPagination />}
    dialog={(open, close) => <SerialNumberDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="serialNumber" label="resources.new-devices.fields.serialNumber" />
    <DataTable.Col source="model.model" label="resources.new-devices.fields.model" disableSort />
    <DataTable.Col source="device.title" label="resources.new-devices.fields.device" disableSort />
    <DataTable.Col
      source="status"
      label="resources.new-devices.fields.status"
      render={(s: SerialNumber) => <Translated text={statusLabel(s.status)} />}
    />
    <DataTable.Col source="note" label="resources.new-devices.fields.note" disableSort />
    <DataTable.Col source="createdAt" label="resources.new-devices.fields.createdAt">
      <DayField source="createdAt" />
    </DataTable.Col>
    <DataTable.Col
      label="app.common.actions"
      disableSort
      align="right"
      render={() => <RowEditDelete messages="resources.new-devices" />}
    />
  </ReferenceList>
);
