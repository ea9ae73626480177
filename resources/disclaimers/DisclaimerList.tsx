import { BooleanInput, DataTable, type Identifier, TextInput } from 'react-admin';
import { disclaimerSchema, htmlText } from '../../domain/validation/disclaimers';
import { csvExporter, fullName, yesNo } from '../shared/csv';
import { DayField } from '../shared/DayField';
import { FormDialog, requires } from '../shared/FormDialog';
import { ReferenceList, RowEditDelete } from '../shared/ReferenceList';
import { SearchInput } from '../shared/SearchInput';
import { YesNo } from '../shared/YesNo';
import { RichTextInput } from './LazyRichTextInput';
import { type Disclaimer, disclaimerFormValues } from './serializer';

const filters = [
  <SearchInput key="q" source="q" placeholder="resources.disclaimers.search" alwaysOn />,
  <BooleanInput key="enabled" source="enabled" label="resources.disclaimers.enabledOnly" />,
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
    title={id == null ? 'resources.disclaimers.new' : 'resources.disclaimers.editTitle'}
    schema={disclaimerSchema}
    toFormValues={disclaimerFormValues}
    defaults={{ enabled: true }}
    successMessage={id == null ? 'resources.disclaimers.added' : 'resources.disclaimers.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.disclaimers.fields.title"
      isRequired={requires(disclaimerSchema, 'title')}
      autoFocus
    />
    <TextInput
      source="displayName"
      label="resources.disclaimers.fields.displayName"
      isRequired={requires(disclaimerSchema, 'displayName')}
    />
    <TextInput
      source="buttonTitle"
      label="resources.disclaimers.fields.buttonTitle"
      isRequired={requires(disclaimerSchema, 'buttonTitle')}
    />
    <RichTextInput source="content" label="resources.disclaimers.fields.content" isRequired fullWidth />
    <BooleanInput source="enabled" label="resources.disclaimers.fields.enabled" />
  </FormDialog>
);

/** Disclaimers (Справочники → Дисклеймеры): consent texts shown on activity screens. */
export const DisclaimerList = () => (
  <ReferenceList
    title="resources.disclaimers.name"
    createLabel="resources.disclaimers.new"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
    exportName="disclaimers"
    dialog={(open, close) => <DisclaimerDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="title" label="resources.disclaimers.fields.title" />
    <DataTable.Col source="displayName" label="resources.disclaimers.fields.displayName" disableSort />
    <DataTable.Col source="buttonTitle" label="resources.disclaimers.fields.buttonTitle" disableSort />
    <DataTable.Col
      source="enabled"
      label="resources.disclaimers.fields.enabled"
      disableSort
      render={(d: Disclaimer) => <YesNo value={d.enabled} />}
    />
    <DataTable.Col
      label="resources.disclaimers.fields.user"
      disableSort
      render={(d: Disclaimer) => fullName(d.user)}
    />
    <DataTable.Col source="updatedAt" label="resources.disclaimers.fields.updatedAt" disableSort>
      <DayField source="updatedAt" />
    </DataTable.Col>
    <DataTable.Col
      label="app.common.actions"
      disableSort
      align="right"
      render={() => <RowEditDelete messages="resources.disclaimers" />}
    />
  </ReferenceList>
);
