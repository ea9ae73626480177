import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { deviceSchema } from '../../domain/validation/devices';
import { requires } from '../shared/FormDialog';
import { DeviceTypeInput } from './DeviceTypeInput';

const MODEL_SORT = { field: 'model', order: 'ASC' } as const;
const searchModels = (q: string) => ({ q });

/** The device (color) fields, shared by the new and edit dialogs. */
export const DeviceInputs = () => (
  <>
    <TextInput
      source="title"
      label="resources.glocolor.fields.title"
      isRequired={requires(deviceSchema, 'title')}
      autoFocus
    />
    <ReferenceInput source="model" reference="devicemodel" sort={MODEL_SORT} perPage={50}>
      <AutocompleteInput
        optionText="model"
        label="resources.glocolor.fields.model"
        filterToQuery={searchModels}
        isRequired={requires(deviceSchema, 'model')}
      />
    </ReferenceInput>
    <DeviceTypeInput isRequired={requires(deviceSchema, 'compatibility')} />
    <TextInput source="crmId" label="CRM ID" />
    <TextInput source="barcode" label="resources.glocolor.fields.barcode" />
  </>
);
