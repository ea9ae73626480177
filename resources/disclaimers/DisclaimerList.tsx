import { Stack } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { BooleanInput, DataTable, DateField, type Identifier, SearchInput, TextInput } from 'react-admin';
import { disclaimerSchema, htmlText } from '../../domain/validation/disclaimers';
import { csvExporter, fullName, yesNo } from '../shared/csv';
import { FormDialog, requires } from '../shared/FormDialog';
import { ReferenceList, RowEdit } from '../shared/ReferenceList';
import { RowDelete } from '../shared/RowDelete';
import { type Disclaimer, disclaimerFormValues } from './serializer';

const filters = [
  <SearchInput key="q" source="q" placeholder="Поиск по названию" alwaysOn />,
  <BooleanInput key="enabled" source="enabled" label="Только включённые" />,
];

export const exportDisclaimers = csvExporter<Disclaimer>('disclaimers', [
  ['ID', (d) => d.id],
  ['Название', (d) => d.title],
  ['Отображаемое название', (d) => d.displayName],
  ['Текст кнопки', (d) => d.buttonTitle],
  ['Текст', (d) => htmlText(d.content)],
  ['Включён', (d) => yesNo(d.enabled)],
  ['Автор', (d) => fullName(d.user)],
]);

const DisclaimerDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="disclaimers"
    id={id}
    title={id == null ? 'Новый дисклеймер' : 'Редактирование дисклеймера'}
    schema={disclaimerSchema}
    toFormValues={disclaimerFormValues}
    defaults={{ enabled: true }}
    successMessage={id == null ? 'Дисклеймер добавлен' : 'Дисклеймер сохранён'}
    onClose={onClose}
  >
    <TextInput source="title" label="Название" isRequired={requires(disclaimerSchema, 'title')} autoFocus />
    <TextInput
      source="displayName"
      label="Отображаемое название"
      isRequired={requires(disclaimerSchema, 'displayName')}
    />
    <TextInput
      source="buttonTitle"
      label="Текст кнопки"
      isRequired={requires(disclaimerSchema, 'buttonTitle')}
    />
    <RichTextInput source="content" label="Содержание" isRequired fullWidth />
    <BooleanInput source="enabled" label="Включён" />
  </FormDialog>
);

/** Disclaimers (Справочники → Дисклеймеры): consent texts shown on activity screens. */
export const DisclaimerList = () => (
  <ReferenceList
    title="Дисклеймеры"
    createLabel="Новый дисклеймер"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
    exportName="disclaimers"
    dialog={(open, close) => <DisclaimerDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="title" label="Название" />
    <DataTable.Col source="displayName" label="Отображаемое название" disableSort />
    <DataTable.Col source="buttonTitle" label="Текст кнопки" disableSort />
    <DataTable.Col
      source="enabled"
      label="Включён"
      disableSort
      render={(d: Disclaimer) => yesNo(d.enabled)}
    />
    <DataTable.Col label="Автор" disableSort render={(d: Disclaimer) => fullName(d.user)} />
    <DataTable.Col source="updatedAt" label="Изменён" disableSort>
      <DateField source="updatedAt" locales="ru-RU" />
    </DataTable.Col>
    <DataTable.Col
      label="Действия"
      disableSort
      align="right"
      render={(d: Disclaimer) => (
        <Stack direction="row" justifyContent="flex-end">
          <RowEdit />
          <RowDelete
            title={`Удалить дисклеймер «${d.title}»?`}
            content="Дисклеймер больше не будет показываться в списках и при выборе."
            done="Дисклеймер удалён"
          />
        </Stack>
      )}
    />
  </ReferenceList>
);
