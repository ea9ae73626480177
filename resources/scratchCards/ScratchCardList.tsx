import { BooleanInput, DataTable, type Identifier, TextInput } from 'react-admin';
import { scratchCardSchema } from '../../domain/validation/scratchCards';
import { csvExporter, yesNo } from '../shared/csv';
import { FormDialog, requires } from '../shared/FormDialog';
import { ReferenceList, RowEditDelete } from '../shared/ReferenceList';
import { SearchInput } from '../shared/SearchInput';
import { YesNo } from '../shared/YesNo';
import { type ScratchCard, scratchCardFormValues } from './serializer';

const filters = [
  <SearchInput key="q" source="q" placeholder="resources.scratch-cards.search" alwaysOn />,
  <BooleanInput key="isActive" source="isActive" label="resources.scratch-cards.activeOnly" />,
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
    title={id == null ? 'resources.scratch-cards.new' : 'resources.scratch-cards.editTitle'}
    schema={scratchCardSchema}
    toFormValues={scratchCardFormValues}
    defaults={{ isActive: true }}
    successMessage={id == null ? 'resources.scratch-cards.added' : 'resources.scratch-cards.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.scratch-cards.fields.title"
      isRequired={requires(scratchCardSchema, 'title')}
      autoFocus
    />
    <TextInput source="code" label="resources.scratch-cards.fields.code" />
    <TextInput
      source="description"
      label="resources.scratch-cards.fields.description"
      multiline
      minRows={2}
    />
    <BooleanInput source="isActive" label="resources.scratch-cards.fields.isActiveInput" />
  </FormDialog>
);

/** Scratch card kinds (/scratch-cards) that focus products point to. */
export const ScratchCardList = () => (
  <ReferenceList
    title="resources.scratch-cards.name"
    createLabel="resources.scratch-cards.new"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
    exportName="scratch-cards"
    dialog={(open, close) => <ScratchCardDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="title" label="resources.scratch-cards.fields.title" />
    <DataTable.Col source="code" label="resources.scratch-cards.fields.code" />
    <DataTable.Col source="description" label="resources.scratch-cards.fields.description" disableSort />
    <DataTable.Col
      source="isActive"
      label="resources.scratch-cards.fields.isActive"
      disableSort
      render={(c: ScratchCard) => <YesNo value={c.isActive} />}
    />
    <DataTable.Col
      label="app.common.actions"
      disableSort
      align="right"
      render={() => <RowEditDelete messages="resources.scratch-cards" />}
    />
  </ReferenceList>
);
