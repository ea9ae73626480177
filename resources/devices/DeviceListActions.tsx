import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar } from 'react-admin';
import { ServerExportButton } from '../shared/ServerExportButton';
import { useDeviceDialogs } from './DeviceDialogs';

export const DeviceListActions = () => {
  const { openModel, openDevice } = useDeviceDialogs();
  return (
    <TopToolbar>
      <Button label="Новая модель" onClick={() => openModel()}>
        <AddIcon />
      </Button>
      <Button label="Новое устройство" onClick={() => openDevice()}>
        <AddIcon />
      </Button>
      <ServerExportButton fileName="devices" />
    </TopToolbar>
  );
};
