import dayjs from 'dayjs';
import { TextInput } from 'react-admin';
import { fireSchema } from '../../domain/validation/employees';
import { DateTimeInput } from '../../src/forms/DateInputs';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { fireBody } from './bodies';
import { type Employee, fullName } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

/** The fire dialog (part 1 §2, §3 "Fire form": firedReason, firedTimeStr); dismissal ends every login at once. */
export const FireDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const act = useEmployeeAction();
  return (
    <ActionDialog
      title="resources.agencyEmployees.fireTitle"
      schema={fireSchema}
      defaultValues={{ firedReason: '', firedTimeStr: dayjs().format('YYYY-MM-DDTHH:mm'), isFired: true }}
      submitLabel="resources.agencyEmployees.fire"
      onSubmit={(values) =>
        act(() => employeeApi.fire(employee.id, fireBody(values)), 'resources.agencyEmployees.fired')
      }
      onClose={onClose}
    >
      <p>{fullName(employee)}</p>
      <TextInput
        source="firedReason"
        label="resources.agencyEmployees.fields.firedReasonInput"
        isRequired
        multiline
        minRows={2}
        fullWidth
      />
      <DateTimeInput
        source="firedTimeStr"
        label="resources.agencyEmployees.fields.firedTimeStr"
        isRequired
        fullWidth
      />
    </ActionDialog>
  );
};
