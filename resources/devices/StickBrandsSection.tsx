import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ListBase,
  ListContextProvider,
  ResourceContextProvider,
  TopToolbar,
  useList,
  useRecordContext,
} from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { IfCanWrite } from '../shared/dialogs';
import { ExpandableTableHead } from '../shared/ExpandableTableHead';
import { ServerExportButton } from '../shared/ServerExportButton';
import { stickBrandDialog, stickDialog } from './StickDialogs';
import type { Stick, StickBrand } from './stickSerializer';

const TypeChips = ({ stick }: { stick: Stick }) => (
  <Stack direction="row" flexWrap="wrap" gap={0.5}>
    {stick.compatibility.map((t) => (
      <Chip key={t.id} label={t.title} size="small" />
    ))}
  </Stack>
);

const StickRowActions = () => {
  const record = useRecordContext<Stick>();
  if (!record) return null;
  return (
    <IfCanWrite resource="glostick">
      <Stack direction="row" justifyContent="flex-end">
        <stickDialog.EditButton />
        <ConfirmDeleteButton
          title={`Удалить стик «${record.title}»?`}
          content="Стик больше не будет показываться в списках."
          done="Стик удалён"
        />
      </Stack>
    </IfCanWrite>
  );
};

const BrandRowActions = () => {
  const record = useRecordContext<StickBrand>();
  if (!record) return null;
  return (
    <IfCanWrite resource="stickbrand">
      <Stack direction="row" justifyContent="flex-end">
        <stickDialog.NewButton label="Добавить стик" defaults={{ brandFamily: record.id }} />
        <stickBrandDialog.EditButton />
        <ConfirmDeleteButton
          title={`Удалить бренд стиков «${record.title}»?`}
          content="Бренд и его стики больше не будут показываться в списках."
          done="Бренд стиков удалён"
        />
      </Stack>
    </IfCanWrite>
  );
};

/** A brand's sticks ('glostick' records) with their own actions. */
const SticksPanel = () => {
  const record = useRecordContext<StickBrand>();
  const sticks = useList<Stick>({ data: record?.sticks ?? [], resource: 'glostick' });
  if (!record) return null;
  return (
    <Box sx={{ pl: 6, pr: 1, py: 1 }}>
      <ResourceContextProvider value="glostick">
        <ListContextProvider value={sticks}>
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            storeKey="devices.sticks"
            empty={
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                У бренда пока нет стиков
              </Typography>
            }
          >
            <DataTable.Col source="title" label="Стик" />
            <DataTable.Col source="crmId" label="CRM ID" />
            <DataTable.Col label="Совместимость" render={(s: Stick) => <TypeChips stick={s} />} />
            <DataTable.Col label="Действия" align="right" render={() => <StickRowActions />} />
          </DataTable>
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
};

const StickChips = ({ brand }: { brand: StickBrand }) => (
  <Stack direction="row" flexWrap="wrap" gap={0.5}>
    {brand.sticks.map((s) => (
      <Chip key={s.id} label={s.title} size="small" />
    ))}
  </Stack>
);

/**
 * Stick brands with their sticks, beside the device models (part 2 §2 "Devices and sticks").
 * HQ edits them; MANAGER_BU sees them read-only.
 */
export const StickBrandsSection = () => (
  <stickBrandDialog.Provider>
    <stickDialog.Provider>
      <ListBase
        resource="stickbrand"
        disableSyncWithLocation
        storeKey="devices.stickbrands"
        perPage={100}
        exporter={false}
      >
        <Stack direction="row" alignItems="center" sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Стики
          </Typography>
          <TopToolbar>
            <IfCanWrite resource="stickbrand">
              <stickBrandDialog.NewButton label="Новый бренд стиков" />
              <stickDialog.NewButton label="Новый стик" />
            </IfCanWrite>
            {/* Not "Экспорт…": the device models' own export button keeps that name alone on the page. */}
            <ServerExportButton fileName="sticks" label="Скачать стики" />
          </TopToolbar>
        </Stack>
        <DataTable<StickBrand>
          rowClick="expand"
          head={ExpandableTableHead}
          expand={<SticksPanel />}
          bulkActionButtons={false}
        >
          <DataTable.Col source="title" label="Бренд стиков" disableSort />
          <DataTable.Col label="Стики" disableSort render={(b: StickBrand) => <StickChips brand={b} />} />
          <DataTable.Col label="Действия" disableSort align="right" render={() => <BrandRowActions />} />
        </DataTable>
      </ListBase>
    </stickDialog.Provider>
  </stickBrandDialog.Provider>
);
