import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useState } from 'react';
import { Button, SelectInput, useListContext } from 'react-admin';
import { APPROVAL_PERIODS, DEFAULT_APPROVAL_PERIOD, prolongSchema } from '../../domain/validation/employees';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { useEmployeeAction } from './useEmployeeAction';

/** Bulk action of the approved list: prolong the selected employees' approval by one term. */
export const ProlongButton = () => {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const act = useEmployeeAction();
  return (
    <>
      <Button label="Продлить" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      {open && (
        <ActionDialog
          title="Продлить одобрение"
          schema={prolongSchema}
          defaultValues={{ users_ids: selectedIds, period: DEFAULT_APPROVAL_PERIOD }}
          submitLabel="Продлить"
          onSubmit={(values) =>
            act(
              () => employeeApi.prolong(selectedIds, Number(values.period)),
              `Одобрение продлено: ${selectedIds.length}`,
            )
          }
          onClose={() => setOpen(false)}
          generalFields={['users_ids']}
        >
          <p>Выбрано сотрудников: {selectedIds.length}</p>
          <SelectInput
            source="period"
            label="Срок продления"
            choices={[...APPROVAL_PERIODS]}
            isRequired
            fullWidth
          />
        </ActionDialog>
      )}
    </>
  );
};
