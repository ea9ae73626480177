import { Chip, Stack } from '@mui/material';
import { DataTable, List } from 'react-admin';
import { ExpandableTableHead } from '../shared/ExpandableTableHead';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { SearchInput } from '../shared/SearchInput';
import { DeviceColorsPanel } from './DeviceColorsPanel';
import { DeviceDialogsProvider } from './DeviceDialogs';
import { DeviceListActions } from './DeviceListActions';
import { DeviceModelRowActions } from './DeviceRowActions';
import { StickBrandsSection } from './StickBrandsSection';
import type { DeviceModel } from './serializer';

const filters = [<SearchInput key="q" source="q" placeholder="resources.devices.search" alwaysOn />];

const ColorChips = ({ model }: { model: DeviceModel }) => (
  <Stack direction="row" flexWrap="wrap" gap={0.5}>
    {model.colors.map((color) => (
      <Chip key={color.id} label={color.title} size="small" />
    ))}
  </Stack>
);

/** The Devices page (part 2 §2): device models, not deleted, with their colors; stick brands below. */
export const DeviceList = () => (
  <DeviceDialogsProvider>
    <List
      title="resources.devices.name"
      filters={filters}
      sort={{ field: 'model', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<DeviceListActions />}
    >
      <ResponsiveDataTable<DeviceModel>
        rowClick="expand"
        head={ExpandableTableHead}
        expand={<DeviceColorsPanel />}
        bulkActionButtons={false}
      >
        <DataTable.Col source="model" label="resources.devices.fields.model" />
        <DataTable.Col
          source="compatibility.title"
          label="resources.devices.fields.compatibility"
          disableSort
        />
        <DataTable.Col source="barcode" label="resources.devices.fields.barcode" disableSort />
        <DataTable.Col
          label="resources.devices.fields.colors"
          disableSort
          render={(model: DeviceModel) => <ColorChips model={model} />}
        />
        <DataTable.Col
          label="app.common.actions"
          disableSort
          align="right"
          render={() => <DeviceModelRowActions />}
        />
      </ResponsiveDataTable>
    </List>
    <StickBrandsSection />
  </DeviceDialogsProvider>
);
