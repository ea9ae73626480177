import { Typography } from '@mui/material';
import dayjs from 'dayjs';
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { APPROVAL_PERIODS, approveSchema, DEFAULT_APPROVAL_PERIOD } from '../../domain/validation/employees';
import { DateInput } from '../../src/forms/DateInputs';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { approvalEnd, approveBody } from './bodies';
import { EmployeeQuestionnaire } from './EmployeeQuestionnaire';
import { type Employee, formatDate } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

/** The term's end as it will be saved: the start plus the term, a local date (DD.MM.YYYY). */
const ApprovalEnd = () => {
  const translate = useTranslate();
  const [start, period] = useWatch({ name: ['startWorkTime', 'period'] });
  const end = approvalEnd(start, period);
  if (end === null) return null;
  const over = end * 1000 <= Date.now();
  return (
    <Typography
      variant="body2"
      color={over ? 'error' : 'text.secondary'}
      data-testid="approval-end"
      sx={{ mt: 1 }}
    >
      {translate(over ? 'resources.agencyEmployees.endsOver' : 'resources.agencyEmployees.ends', {
        date: formatDate(end),
      })}
    </Typography>
  );
};

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
      <ApprovalEnd />
    </ActionDialog>
  );
};
