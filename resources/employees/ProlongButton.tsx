import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useState } from 'react';
import { Button, SelectInput, useListContext, useTranslate } from 'react-admin';
import { APPROVAL_PERIODS, DEFAULT_APPROVAL_PERIOD, prolongSchema } from '../../domain/validation/employees';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { useEmployeeAction } from './useEmployeeAction';

/** Bulk action of the approved list: prolong the selected employees' approval by one term. */
export const ProlongButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const act = useEmployeeAction();
  return (
    <>
      <Button label="resources.agencyEmployees.prolong" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      {open && (
        <ActionDialog
          title="resources.agencyEmployees.prolongTitle"
          schema={prolongSchema}
          defaultValues={{ users_ids: selectedIds, period: DEFAULT_APPROVAL_PERIOD }}
          submitLabel="resources.agencyEmployees.prolong"
          onSubmit={(values) =>
            act(
              () => employeeApi.prolong(selectedIds, Number(values.period)),
              translate('resources.agencyEmployees.prolonged', { count: selectedIds.length }),
            )
          }
          onClose={() => setOpen(false)}
          generalFields={['users_ids']}
        >
          <p>{translate('resources.agencyEmployees.selected', { count: selectedIds.length })}</p>
          <SelectInput
            source="period"
            label="resources.agencyEmployees.fields.prolongPeriod"
            choices={[...APPROVAL_PERIODS]}
            isRequired
            fullWidth
          />
        </ActionDialog>
      )}
    </>
  );
};
