import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import { employeeApi } from './api';
import { type Employee, fullName } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';
import { useIsPhone } from '../../src/layout/useIsPhone';

/** Turn a new applicant down: DELETE /api/users/{id}/verify/ removes the verification. */
export const RejectButton = ({ employee }: { employee: Employee }) => {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const act = useEmployeeAction();
  const notify = useNotify();
  const fullScreen = useIsPhone();
  const confirm = async () => {
    setPending(true);
    try {
      await act(() => employeeApi.unapprove(employee.id), 'Заявка отклонена');
      setOpen(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось выполнить действие', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="Отклонить" color="error" onClick={() => setOpen(true)}>
        <CloseIcon />
      </Button>
      <Confirm
        fullScreen={fullScreen}
        isOpen={open}
        loading={pending}
        title={`Отклонить заявку: ${fullName(employee)}?`}
        content="Сотрудник попадёт в список уволенных и не сможет войти. Потом его можно восстановить."
        confirm="Отклонить"
        cancel="Отмена"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
