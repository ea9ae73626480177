import dayjs from 'dayjs';
import { TextInput } from 'react-admin';
import { fireSchema } from '../../domain/validation/employees';
import { DateTimeInput } from '../../src/forms/DateInputs';
import { ActionDialog } from './ActionDialog';
import { employeeApi } from './api';
import { type Employee, fireBody, fullName } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

/** The fire dialog (part 1 §2, §3 "Fire form": firedReason, firedTimeStr); dismissal ends every login at once. */
export const FireDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const act = useEmployeeAction();
  return (
    <ActionDialog
      title="Увольнение"
      schema={fireSchema}
      defaultValues={{ firedReason: '', firedTimeStr: dayjs().format('YYYY-MM-DDTHH:mm'), isFired: true }}
      submitLabel="Уволить"
      onSubmit={(values) => act(() => employeeApi.fire(employee.id, fireBody(values)), 'Сотрудник уволен')}
      onClose={onClose}
    >
      <p>{fullName(employee)}</p>
      <TextInput source="firedReason" label="Причина увольнения" isRequired multiline minRows={2} fullWidth />
      <DateTimeInput source="firedTimeStr" label="Дата и время увольнения" isRequired fullWidth />
    </ActionDialog>
  );
};
