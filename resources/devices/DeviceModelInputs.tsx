import { TextInput } from 'react-admin';
import { deviceModelSchema } from '../../domain/validation/devices';
import { requires } from '../shared/FormDialog';
import { DeviceTypeInput } from './DeviceTypeInput';

/** The device model's fields, shared by the new and edit dialogs. */
export const DeviceModelInputs = () => (
  <>
    <TextInput
      source="model"
      label="resources.devices.fields.model"
      isRequired={requires(deviceModelSchema, 'model')}
      autoFocus
    />
    <DeviceTypeInput isRequired={requires(deviceModelSchema, 'compatibility')} />
    <TextInput source="barcode" label="resources.devices.fields.barcode" />
  </>
);
