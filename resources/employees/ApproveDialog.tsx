import dayjs from 'dayjs';
import { SelectInput } from 'react-admin';
import { APPROVAL_PERIODS, approveSchema, DEFAULT_APPROVAL_PERIOD } from '../../domain/validation/employees';
import { DateInput } from '../../src/forms/DateInputs';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { approveBody } from './bodies';
import { EmployeeQuestionnaire } from './EmployeeQuestionnaire';
import type { Employee } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

/**
 * Approve a new employee (or take a dismissed one back) from a start work time, for a term, seeing
 * the questionnaire they filled in.
 */
export const ApproveDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const act = useEmployeeAction();
  const rehire = employee.isFired;
  return (
    <ActionDialog
      title={rehire ? 'resources.agencyEmployees.rehireTitle' : 'resources.agencyEmployees.approveTitle'}
      schema={approveSchema}
      defaultValues={{ startWorkTime: dayjs().format('YYYY-MM-DD'), period: DEFAULT_APPROVAL_PERIOD }}
      submitLabel={rehire ? 'resources.agencyEmployees.rehire' : 'resources.agencyEmployees.approve'}
      onSubmit={(values) =>
        act(
          () => employeeApi.approve(employee.id, approveBody(values)),
          rehire ? 'resources.agencyEmployees.rehired' : 'resources.agencyEmployees.approved',
        )
      }
      onClose={onClose}
      maxWidth="sm"
    >
      <EmployeeQuestionnaire employee={employee} />
      <DateInput
        source="startWorkTime"
        label="resources.agencyEmployees.fields.startWorkTimeInput"
        isRequired
        fullWidth
      />
      <SelectInput
        source="period"
        label="resources.agencyEmployees.fields.period"
        choices={[...APPROVAL_PERIODS]}
        isRequired
        fullWidth
        helperText="resources.agencyEmployees.periodHelp"
      />
    </ActionDialog>
  );
};
