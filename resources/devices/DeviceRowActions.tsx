import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { useDeviceDialogs } from './DeviceDialogs';
import type { DeviceColor, DeviceModel } from './serializer';

const EditInDialogButton = ({ onClick }: { onClick: () => void }) => (
  <Button
    label="app.common.edit"
    onClick={(event: MouseEvent) => {
      event.stopPropagation(); // the row itself toggles the colors panel
      onClick();
    }}
  >
    <EditIcon />
  </Button>
);

export const DeviceModelRowActions = () => {
  const record = useRecordContext<DeviceModel>();
  const { openModel } = useDeviceDialogs();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <EditInDialogButton onClick={() => openModel(record.id)} />
      <ConfirmDeleteButton
        title="resources.devices.deleteTitle"
        content="resources.devices.deleteContent"
        done="resources.devices.deleted"
      />
    </Stack>
  );
};

export const DeviceColorRowActions = () => {
  const record = useRecordContext<DeviceColor>();
  const { openDevice } = useDeviceDialogs();
  if (!record) return null;
  return (
    <Stack direction="row" justifyContent="flex-end">
      <EditInDialogButton onClick={() => openDevice({ id: record.id })} />
      <ConfirmDeleteButton
        title="resources.glocolor.deleteTitle"
        content="resources.glocolor.deleteContent"
        done="resources.glocolor.deleted"
      />
    </Stack>
  );
};
