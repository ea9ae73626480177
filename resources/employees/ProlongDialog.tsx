import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { APPROVAL_PERIODS, DEFAULT_APPROVAL_PERIOD, prolongSchema } from '../../domain/validation/employees';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { useEmployeeAction } from './useEmployeeAction';

/** The prolong dialog of the approved list's bulk action (ProlongButton loads it when opened). */
const ProlongDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const act = useEmployeeAction();
  return (
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
      onClose={onClose}
      generalFields={['users_ids']}
    >
      <p>{translate('resources.agencyEmployees.selected', { count: selectedIds.length })}</p>
      <SelectInput
        source="period"
        label="resources.agencyEmployees.fields.prolongPeriod"
        choices={[...APPROVAL_PERIODS]}
        isRequired
        fullWidth
        helperText="resources.agencyEmployees.prolongHelp"
      />
    </ActionDialog>
  );
};

export default ProlongDialog;
