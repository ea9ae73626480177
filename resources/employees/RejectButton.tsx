import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { employeeApi } from './api';
import { type Employee, fullName } from './serializer';
import { useEmployeeAction } from './useEmployeeAction';

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
      await act(() => employeeApi.unapprove(employee.id), 'resources.agencyEmployees.rejected');
      setOpen(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.common.actionFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="resources.agencyEmployees.reject" color="error" onClick={() => setOpen(true)}>
        <CloseIcon />
      </Button>
      <Confirm
        fullScreen={fullScreen}
        isOpen={open}
        loading={pending}
        title="resources.agencyEmployees.rejectTitle"
        titleTranslateOptions={{ name: fullName(employee) }}
        content="resources.agencyEmployees.rejectContent"
        confirm="resources.agencyEmployees.reject"
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
