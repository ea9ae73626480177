import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatSchema } from '../../domain/validation/formats';
import type { DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { formatFormValues } from './serializer';

const BRAND_SORT = { field: 'title', order: 'ASC' } as const;
const searchBrands = (q: string) => ({ q });
const NEW_FORMAT = { externalVisibility: false, isDeleted: false, minimalretailprice: [] };

/** The external title is asked for when the format is visible to external systems. */
const ExternalTitleInput = () => {
  const visible = useWatch({ name: 'externalVisibility' });
  return (
    <TextInput source="externalTitle" label="resources.formats.fields.externalTitle" isRequired={!!visible} />
  );
};

/**
 * New/edit format (part 2 §4 "Format dialog"): opens as new or edit; pending while saving; a
 * failed save keeps it open with the error (FormDialog).
 */
export const FormatDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="formats"
    id={id}
    title={id == null ? 'resources.formats.new' : 'resources.formats.editTitle'}
    schema={formatSchema}
    toFormValues={formatFormValues}
    defaults={NEW_FORMAT}
    successMessage={id == null ? 'resources.formats.added' : 'resources.formats.saved'}
    onClose={onClose}
  >
    <TextInput
      source="title"
      label="resources.formats.fields.titleInput"
      isRequired={requires(formatSchema, 'title')}
      autoFocus
    />
    <ReferenceInput source="brand" reference="brands" sort={BRAND_SORT} perPage={50}>
      <AutocompleteInput
        optionText="title"
        label="resources.formats.fields.brand"
        filterToQuery={searchBrands}
        isRequired={requires(formatSchema, 'brand')}
      />
    </ReferenceInput>
    <TextInput source="sku" label="SKU" />
    <BooleanInput source="externalVisibility" label="resources.formats.fields.externalVisibility" />
    <ExternalTitleInput />
    <ArrayInput source="minimalretailprice" label="resources.formats.fields.minimalretailpriceInput">
      <SimpleFormIterator inline disableReordering disableClear>
        <NumberInput source="price" label="resources.formats.fields.price" min={0} step={10} />
      </SimpleFormIterator>
    </ArrayInput>
  </FormDialog>
);
