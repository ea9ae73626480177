import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { useDeviceDialogs } from './DeviceDialogs';
import type { DeviceColor, DeviceModel } from './serializer';

const EditInDialogButton = ({ onClick }: { onClick: () => void }) => (
  <Button
    label="Изменить"
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
        title={`Удалить модель «${record.model}»?`}
        content="Модель и её цвета больше не будут показываться в списках."
        done="Модель удалена"
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
        title={`Удалить цвет «${record.title}»?`}
        content="Цвет больше не будет показываться в списках."
        done="Устройство удалено"
      />
    </Stack>
  );
};
