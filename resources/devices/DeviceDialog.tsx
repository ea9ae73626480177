import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { deviceSchema } from '../../domain/validation/devices';
import { FormDialog } from '../shared/FormDialog';
import { DeviceInputs } from './DeviceInputs';
import { deviceFormValues } from './serializer';

export interface DeviceDialogProps {
  id?: Identifier;
  /** The model a new device (color) is added to. */
  model?: Identifier;
  onClose: () => void;
}

/** New/edit device, i.e. a color of a model (part 2 §2 Dialogs). */
export const DeviceDialog = ({ id, model, onClose }: DeviceDialogProps) => {
  const defaults = useMemo(() => (model == null ? {} : { model }), [model]);
  return (
    <FormDialog
      resource="glocolor"
      id={id}
      title={id == null ? 'resources.glocolor.new' : 'resources.glocolor.editTitle'}
      schema={deviceSchema}
      toFormValues={deviceFormValues}
      defaults={defaults}
      successMessage={id == null ? 'resources.glocolor.added' : 'resources.glocolor.saved'}
      onClose={onClose}
    >
      <DeviceInputs />
    </FormDialog>
  );
};
