import { Stack } from '@mui/material';
import { BooleanInput, DataTable, type Identifier, SearchInput, TextInput } from 'react-admin';
import { scratchCardSchema } from '../../domain/validation/scratchCards';
import { csvExporter, yesNo } from '../shared/csv';
import { FormDialog, requires } from '../shared/FormDialog';
import { ReferenceList, RowEdit } from '../shared/ReferenceList';
import { RowDelete } from '../shared/RowDelete';
import { type ScratchCard, scratchCardFormValues } from './serializer';

const filters = [
  <SearchInput key="q" source="q" placeholder="Поиск по названию или коду" alwaysOn />,
  <BooleanInput key="isActive" source="isActive" label="Только активные" />,
];

export const exportScratchCards = csvExporter<ScratchCard>('scratch-cards', [
  ['ID', (c) => c.id],
  ['Название', (c) => c.title],
  ['Код', (c) => c.code],
  ['Описание', (c) => c.description],
  ['Активна', (c) => yesNo(c.isActive)],
]);

const ScratchCardDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="scratch-cards"
    id={id}
    title={id == null ? 'Новая скретч-карта' : 'Редактирование скретч-карты'}
    schema={scratchCardSchema}
    toFormValues={scratchCardFormValues}
    defaults={{ isActive: true }}
    successMessage={id == null ? 'Скретч-карта добавлена' : 'Скретч-карта сохранена'}
    onClose={onClose}
  >
    <TextInput source="title" label="Название" isRequired={requires(scratchCardSchema, 'title')} autoFocus />
    <TextInput source="code" label="Код" />
    <TextInput source="description" label="Описание" multiline minRows={2} />
    <BooleanInput source="isActive" label="Активна (можно выбрать в фокусном продукте)" />
  </FormDialog>
);

/** Scratch card kinds (/scratch-cards) that focus products point to. */
export const ScratchCardList = () => (
  <ReferenceList
    title="Скретч-карты"
    createLabel="Новая скретч-карта"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
    exportName="scratch-cards"
    dialog={(open, close) => <ScratchCardDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="title" label="Название" />
    <DataTable.Col source="code" label="Код" />
    <DataTable.Col source="description" label="Описание" disableSort />
    <DataTable.Col
      source="isActive"
      label="Активна"
      disableSort
      render={(c: ScratchCard) => yesNo(c.isActive)}
    />
    <DataTable.Col
      label="Действия"
      disableSort
      align="right"
      render={(c: ScratchCard) => (
        <Stack direction="row" justifyContent="flex-end">
          <RowEdit />
          <RowDelete
            title={`Удалить скретч-карту «${c.title}»?`}
            content="Скретч-карту больше нельзя будет выбрать в фокусных продуктах."
            done="Скретч-карта удалена"
          />
        </Stack>
      )}
    />
  </ReferenceList>
);
