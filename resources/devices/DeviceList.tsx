import { Chip, Stack } from '@mui/material';
import { DataTable, List, SearchInput } from 'react-admin';
import { ExpandableTableHead } from '../shared/ExpandableTableHead';
import { DeviceColorsPanel } from './DeviceColorsPanel';
import { DeviceDialogsProvider } from './DeviceDialogs';
import { DeviceListActions } from './DeviceListActions';
import { DeviceModelRowActions } from './DeviceRowActions';
import { StickBrandsSection } from './StickBrandsSection';
import type { DeviceModel } from './serializer';

const filters = [<SearchInput key="q" source="q" placeholder="Поиск по модели" alwaysOn />];

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
      title="Устройства"
      filters={filters}
      sort={{ field: 'model', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<DeviceListActions />}
    >
      <DataTable<DeviceModel>
        rowClick="expand"
        head={ExpandableTableHead}
        expand={<DeviceColorsPanel />}
        bulkActionButtons={false}
      >
        <DataTable.Col source="model" label="Модель" />
        <DataTable.Col source="compatibility.title" label="Тип" disableSort />
        <DataTable.Col source="barcode" label="Штрихкод" disableSort />
        <DataTable.Col
          label="Цвета"
          disableSort
          render={(model: DeviceModel) => <ColorChips model={model} />}
        />
        <DataTable.Col label="Действия" disableSort align="right" render={() => <DeviceModelRowActions />} />
      </DataTable>
    </List>
    <StickBrandsSection />
  </DeviceDialogsProvider>
);
