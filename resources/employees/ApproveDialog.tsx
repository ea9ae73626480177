import dayjs from 'dayjs';
import { SelectInput } from 'react-admin';
import { APPROVAL_PERIODS, approveSchema, DEFAULT_APPROVAL_PERIOD } from '../../domain/validation/employees';
import { DateInput } from '../../src/forms/DateInputs';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { approveBody, type Employee, fullName } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

/** Approve a new employee (or take a dismissed one back) from a start work time, for a term. */
export const ApproveDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const act = useEmployeeAction();
  const rehire = employee.isFired;
  return (
    <ActionDialog
      title={rehire ? 'Восстановить сотрудника' : 'Одобрить сотрудника'}
      schema={approveSchema}
      defaultValues={{ startWorkTime: dayjs().format('YYYY-MM-DD'), period: DEFAULT_APPROVAL_PERIOD }}
      submitLabel={rehire ? 'Восстановить' : 'Одобрить'}
      onSubmit={(values) =>
        act(
          () => employeeApi.approve(employee.id, approveBody(values)),
          rehire ? 'Сотрудник восстановлен' : 'Сотрудник одобрен',
        )
      }
      onClose={onClose}
    >
      <p>{fullName(employee)}</p>
      <DateInput source="startWorkTime" label="Дата начала работы" isRequired fullWidth />
      <SelectInput
        source="period"
        label="Срок одобрения"
        choices={[...APPROVAL_PERIODS]}
        isRequired
        fullWidth
        helperText="Потом его можно продлить"
      />
    </ActionDialog>
  );
};
