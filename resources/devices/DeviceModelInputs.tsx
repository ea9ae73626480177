import { TextInput } from 'react-admin';
import { deviceModelSchema } from '../../domain/validation/devices';
import { DeviceTypeInput } from './DeviceTypeInput';
import { requires } from './FormDialog';

/** The device model's fields, shared by the new and edit dialogs. */
export const DeviceModelInputs = () => (
  <>
    <TextInput source="model" label="Модель" isRequired={requires(deviceModelSchema, 'model')} autoFocus />
    <DeviceTypeInput isRequired={requires(deviceModelSchema, 'compatibility')} />
    <TextInput source="barcode" label="Штрихкод" />
  </>
);
