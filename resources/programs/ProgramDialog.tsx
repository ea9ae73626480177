import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { programFormSchema } from '../../domain/validation/programs';
import type { DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { ProgramLimitsInputs } from './ProgramLimitsInputs';
import { programFormValues } from './serializer';

const CATEGORY_SORT = { field: 'name', order: 'ASC' } as const;

/**
 * New/edit program (part 2 §2 Dialogs, §5). Title and programId are marked required and checked
 * before sending; the server's refusals (a programId taken) show per field too.
 */
export const ProgramDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="programs"
    id={id}
    title={id == null ? 'resources.programs.new' : 'resources.programs.editTitle'}
    schema={programFormSchema}
    toFormValues={programFormValues}
    successMessage={id == null ? 'resources.programs.added' : 'resources.programs.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.programs.fields.title"
      isRequired={requires(programFormSchema, 'title')}
      autoFocus
    />
    <TextInput
      source="programId"
      label="resources.programs.fields.programIdInput"
      isRequired={requires(programFormSchema, 'programId')}
      helperText="resources.programs.programIdHelp"
    />
    <ReferenceInput source="category" reference="programcategories" sort={CATEGORY_SORT} perPage={100}>
      <SelectInput
        optionText="name"
        label="resources.programs.fields.category"
        emptyText="resources.programs.noCategory"
      />
    </ReferenceInput>
    <TextInput source="description" label="resources.programs.fields.description" multiline minRows={2} />
    <BooleanInput source="not_for_bat_brand" label="resources.programs.fields.not_for_bat_brand" />
    <BooleanInput
      source="is_repeat_customer_check"
      label="resources.programs.fields.is_repeat_customer_check"
    />
    <BooleanInput source="is_with_batyr" label="resources.programs.fields.is_with_batyr" />
    <ProgramLimitsInputs />
  </FormDialog>
);
