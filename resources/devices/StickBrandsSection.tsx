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
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { ServerExportButton } from '../shared/ServerExportButton';
import { Translated } from '../shared/Translated';
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
          title="resources.glostick.deleteTitle"
          content="resources.glostick.deleteContent"
          done="resources.glostick.deleted"
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
        <stickDialog.NewButton label="resources.glostick.addToBrand" defaults={{ brandFamily: record.id }} />
        <stickBrandDialog.EditButton />
        <ConfirmDeleteButton
          title="resources.stickbrand.deleteTitle"
          content="resources.stickbrand.deleteContent"
          done="resources.stickbrand.deleted"
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
          <ResponsiveDataTable
            bulkActionButtons={false}
            rowClick={false}
            storeKey="devices.sticks"
            empty={
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                <Translated text="resources.stickbrand.noSticks" />
              </Typography>
            }
          >
            <DataTable.Col source="title" label="resources.glostick.fields.title" />
            <DataTable.Col source="crmId" label="resources.glostick.fields.crmId" />
            <DataTable.Col
              label="resources.glostick.fields.compatibility"
              render={(s: Stick) => <TypeChips stick={s} />}
            />
            <DataTable.Col label="app.common.actions" align="right" render={() => <StickRowActions />} />
          </ResponsiveDataTable>
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
            <Translated text="resources.glostick.name" options={{ smart_count: 2 }} />
          </Typography>
          <TopToolbar>
            <IfCanWrite resource="stickbrand">
              <stickBrandDialog.NewButton label="resources.stickbrand.new" />
              <stickDialog.NewButton label="resources.glostick.new" />
            </IfCanWrite>
            {/* Named like every export; told apart from the device models' by its accessible name. */}
            <ServerExportButton fileName="sticks" accessibleLabel="app.list.exportSticks" />
          </TopToolbar>
        </Stack>
        <ResponsiveDataTable<StickBrand>
          rowClick="expand"
          head={ExpandableTableHead}
          expand={<SticksPanel />}
          bulkActionButtons={false}
        >
          <DataTable.Col source="title" label="resources.stickbrand.fields.title" disableSort />
          <DataTable.Col
            label="resources.stickbrand.fields.sticks"
            disableSort
            render={(b: StickBrand) => <StickChips brand={b} />}
          />
          <DataTable.Col
            label="app.common.actions"
            disableSort
            align="right"
            render={() => <BrandRowActions />}
          />
        </ResponsiveDataTable>
      </ListBase>
    </stickDialog.Provider>
  </stickBrandDialog.Provider>
);
