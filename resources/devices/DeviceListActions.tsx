import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar } from 'react-admin';
import { ServerExportButton } from '../shared/ServerExportButton';
import { useDeviceDialogs } from './DeviceDialogs';

export const DeviceListActions = () => {
  const { openModel, openDevice } = useDeviceDialogs();
  return (
    <TopToolbar>
      <Button label="resources.devices.new" onClick={() => openModel()}>
        <AddIcon />
      </Button>
      <Button label="resources.glocolor.new" onClick={() => openDevice()}>
        <AddIcon />
      </Button>
      <ServerExportButton fileName="devices" />
    </TopToolbar>
  );
};
