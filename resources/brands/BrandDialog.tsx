import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { brandSchema } from '../../domain/validation/brands';
import type { DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { brandFormValues } from './serializer';

const SEGMENT_SORT = { field: 'title', order: 'ASC' } as const;

/** New brand (part 2 §2 Dialogs), and editing one. */
export const BrandDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="brands"
    id={id}
    title={id == null ? 'resources.brands.new' : 'resources.brands.editTitle'}
    schema={brandSchema}
    toFormValues={brandFormValues}
    successMessage={id == null ? 'resources.brands.added' : 'resources.brands.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.brands.fields.titleInput"
      isRequired={requires(brandSchema, 'title')}
      autoFocus
    />
    <ReferenceInput source="segment" reference="segments" sort={SEGMENT_SORT} perPage={100}>
      <SelectInput
        optionText="title"
        label="resources.brands.fields.segment"
        isRequired={requires(brandSchema, 'segment')}
      />
    </ReferenceInput>
    <BooleanInput source="is_bat" label="resources.brands.fields.isBatInput" />
  </FormDialog>
);
