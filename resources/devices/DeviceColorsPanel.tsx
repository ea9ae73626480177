import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import {
  Button,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useRecordContext,
} from 'react-admin';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { Translated } from '../shared/Translated';
import { useDeviceDialogs } from './DeviceDialogs';
import { DeviceColorRowActions } from './DeviceRowActions';
import type { DeviceColor, DeviceModel } from './serializer';

const NoColors = () => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
    <Translated text="resources.glocolor.none" />
  </Typography>
);

/** A model's expand panel: its colors ('glocolor' records) with their own actions. */
export const DeviceColorsPanel = () => {
  const record = useRecordContext<DeviceModel>();
  const { openDevice } = useDeviceDialogs();
  const colors = useList<DeviceColor>({ data: record?.colors ?? [], resource: 'glocolor' });
  if (!record) return null;
  return (
    <Box sx={{ pl: 6, pr: 1, py: 1 }}>
      <ResourceContextProvider value="glocolor">
        <ListContextProvider value={colors}>
          <ResponsiveDataTable
            bulkActionButtons={false}
            rowClick={false}
            empty={<NoColors />}
            storeKey="devices.colors"
          >
            <DataTable.Col source="title" label="resources.glocolor.fields.title" />
            <DataTable.Col source="crmId" label="CRM ID" />
            <DataTable.Col source="barcode" label="resources.glocolor.fields.barcode" />
            <DataTable.Col source="compatibility.title" label="resources.glocolor.fields.compatibility" />
            <DataTable.Col
              label="app.common.actions"
              disableSort
              align="right"
              render={() => <DeviceColorRowActions />}
            />
          </ResponsiveDataTable>
        </ListContextProvider>
      </ResourceContextProvider>
      <Button label="resources.glocolor.add" onClick={() => openDevice({ model: record.id })} sx={{ mt: 1 }}>
        <AddIcon />
      </Button>
    </Box>
  );
};
