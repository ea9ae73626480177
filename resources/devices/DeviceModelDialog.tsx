import type { Identifier } from 'react-admin';
import { deviceModelSchema } from '../../domain/validation/devices';
import { FormDialog } from '../shared/FormDialog';
import { DeviceModelInputs } from './DeviceModelInputs';
import { deviceModelFormValues } from './serializer';

/** New/edit device model (part 2 §2 Dialogs). */
export const DeviceModelDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="devicemodel"
    id={id}
    title={id == null ? 'resources.devices.new' : 'resources.devices.editTitle'}
    schema={deviceModelSchema}
    toFormValues={deviceModelFormValues}
    successMessage={id == null ? 'resources.devices.added' : 'resources.devices.saved'}
    onClose={onClose}
  >
    <DeviceModelInputs />
  </FormDialog>
);
