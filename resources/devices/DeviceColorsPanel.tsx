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
import { useDeviceDialogs } from './DeviceDialogs';
import { DeviceColorRowActions } from './DeviceRowActions';
import type { DeviceColor, DeviceModel } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

const NoColors = () => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
    У модели пока нет цветов
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
            <DataTable.Col source="title" label="Цвет" />
            <DataTable.Col source="crmId" label="CRM ID" />
            <DataTable.Col source="barcode" label="Штрихкод" />
            <DataTable.Col source="compatibility.title" label="Тип" />
            <DataTable.Col
              label="Действия"
              disableSort
              align="right"
              render={() => <DeviceColorRowActions />}
            />
          </ResponsiveDataTable>
        </ListContextProvider>
      </ResourceContextProvider>
      <Button label="Добавить цвет" onClick={() => openDevice({ model: record.id })} sx={{ mt: 1 }}>
        <AddIcon />
      </Button>
    </Box>
  );
};
