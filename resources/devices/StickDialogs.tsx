import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { stickBrandSchema, stickSchema } from '../../domain/validation/sticks';
import { createDialog, type DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { stickBrandFormValues, stickFormValues } from './stickSerializer';

const TITLE_SORT = { field: 'title', order: 'ASC' } as const;

/** New/edit stick brand (part 2 §2 Dialogs). */
const StickBrandDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="stickbrand"
    id={id}
    title={id == null ? 'resources.stickbrand.new' : 'resources.stickbrand.editTitle'}
    schema={stickBrandSchema}
    toFormValues={stickBrandFormValues}
    successMessage={id == null ? 'resources.stickbrand.added' : 'resources.stickbrand.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.stickbrand.fields.title"
      isRequired={requires(stickBrandSchema, 'title')}
      autoFocus
    />
  </FormDialog>
);

/** New/edit stick: its brand, title, CRM id and the device types it fits. */
const StickDialog = ({ id, defaults, onClose }: DialogProps) => (
  <FormDialog
    resource="glostick"
    id={id}
    title={id == null ? 'resources.glostick.new' : 'resources.glostick.editTitle'}
    schema={stickSchema}
    toFormValues={stickFormValues}
    defaults={defaults}
    successMessage={id == null ? 'resources.glostick.added' : 'resources.glostick.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.glostick.fields.title"
      isRequired={requires(stickSchema, 'title')}
      autoFocus
    />
    <ReferenceInput source="brandFamily" reference="stickbrand" sort={TITLE_SORT} perPage={100}>
      <SelectInput
        optionText="title"
        label="resources.stickbrand.fields.title"
        isRequired={requires(stickSchema, 'brandFamily')}
      />
    </ReferenceInput>
    <TextInput source="crmId" label="CRM ID" />
    <ReferenceArrayInput source="compatibility" reference="devicetype" sort={TITLE_SORT} perPage={100}>
      <AutocompleteArrayInput optionText="title" label="resources.glostick.fields.compatibleTypes" />
    </ReferenceArrayInput>
  </FormDialog>
);

// Defined here, beside the section that opens them: nothing to load apart.
export const stickBrandDialog = createDialog(async () => StickBrandDialog);
export const stickDialog = createDialog(async () => StickDialog);
