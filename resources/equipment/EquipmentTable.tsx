import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, DataTable, useListContext, useNotify, useRefresh } from 'react-admin';
import type { EquipmentKind } from '../../domain/validation/equipment';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { removeEquipment, type Stand, type Tablet } from './api';
import { EquipmentDialog } from './EquipmentDialog';
import { EquipmentPhoto } from './EquipmentPhoto';

const F = 'resources.equipment.fields';
type Row = Tablet | Stand;

/** A row's «Изменить» and «Удалить» (after a confirmation). */
const RowActions = ({
  kind,
  row,
  onEdit,
  onRemoved,
}: {
  kind: EquipmentKind;
  row: Row;
  onEdit: () => void;
  onRemoved: () => void;
}) => {
  const notify = useNotify();
  const fullScreen = useIsPhone();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      await removeEquipment(kind, row.id);
      notify('resources.equipment.deleted', { type: 'info' });
      onRemoved();
    } catch {
      notify('resources.equipment.failed', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  return (
    <Stack direction="row" justifyContent="flex-end">
      <Button label="app.list.edit" onClick={onEdit}>
        <EditIcon />
      </Button>
      <Button label="app.common.delete" color="error" disabled={pending} onClick={() => setConfirming(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        fullScreen={fullScreen}
        loading={pending}
        title={kind === 'tablet' ? 'resources.equipment.deleteTablet' : 'resources.equipment.deleteStand'}
        titleTranslateOptions={{ inventoryNumber: row.inventoryNumber }}
        content="resources.equipment.deleteContent"
        confirm="app.common.delete"
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};

/**
 * One tab's rows: tablets (inventory number, model, serial number, people, photo) or stands
 * (inventory number, model, spot, people, photo). Saving or removing a row goes back to the first
 * page and reloads (part 2 §4).
 */
export const EquipmentTable = ({ kind }: { kind: EquipmentKind }) => {
  const { setPage } = useListContext();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Row | null>(null);
  const changed = () => {
    setEditing(null);
    setPage(1);
    refresh();
  };
  return (
    <>
      <ResponsiveDataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="inventoryNumber" label={`${F}.inventoryNumber`} disableSort />
        {kind === 'tablet' ? (
          <DataTable.Col source="tabletModel.name" label={`${F}.tabletModel`} disableSort />
        ) : (
          <DataTable.Col source="standModel" label={`${F}.standModel`} disableSort />
        )}
        {kind === 'tablet' ? (
          <DataTable.Col source="serialNumber" label={`${F}.serialNumber`} disableSort />
        ) : (
          <DataTable.Col source="spot.title" label={`${F}.spot`} disableSort />
        )}
        <DataTable.Col source="agency.title" label={`${F}.agency`} disableSort />
        <DataTable.Col source="coordinator.name" label={`${F}.coordinator`} disableSort />
        <DataTable.Col source="consultant.name" label={`${F}.consultant`} disableSort />
        <DataTable.Col
          source="photo"
          label={`${F}.photo`}
          disableSort
          render={(row: Row) => <EquipmentPhoto url={row.photo} inventoryNumber={row.inventoryNumber} />}
        />
        <DataTable.Col
          label="app.common.actions"
          disableSort
          align="right"
          render={(row: Row) => (
            <RowActions kind={kind} row={row} onEdit={() => setEditing(row)} onRemoved={changed} />
          )}
        />
      </ResponsiveDataTable>
      {editing ? (
        <EquipmentDialog kind={kind} record={editing} onClose={() => setEditing(null)} onSaved={changed} />
      ) : null}
    </>
  );
};
