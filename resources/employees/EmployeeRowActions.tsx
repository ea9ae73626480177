import CheckIcon from '@mui/icons-material/Check';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { RejectButton } from './RejectButton';
import type { Employee } from './serializer';

// The dialogs (their forms, date inputs and validation) load when HR opens one, not with the
// dashboard that lists the employees (issue 11's first-screen budget).
const ApproveDialog = lazy(() => import('./ApproveDialog').then((m) => ({ default: m.ApproveDialog })));
const FireDialog = lazy(() => import('./FireDialog').then((m) => ({ default: m.FireDialog })));

export type EmployeeListKind = 'new' | 'approved' | 'fired';

/** The decisions of one row: approve or turn down a new one, fire an approved one, take a fired one back. */
export const EmployeeRowActions = ({ kind }: { kind: EmployeeListKind }) => {
  const employee = useRecordContext<Employee>();
  const [dialog, setDialog] = useState<'approve' | 'fire' | null>(null);
  if (!employee) return null;
  const close = () => setDialog(null);
  return (
    <Stack direction="row" justifyContent="flex-end" gap={1} onClick={(e) => e.stopPropagation()}>
      {kind === 'new' && (
        <>
          <Button
            label="resources.agencyEmployees.approve"
            variant="contained"
            onClick={() => setDialog('approve')}
          >
            <CheckIcon />
          </Button>
          <RejectButton employee={employee} />
        </>
      )}
      {kind === 'approved' && (
        <Button label="resources.agencyEmployees.fire" color="error" onClick={() => setDialog('fire')}>
          <PersonOffIcon />
        </Button>
      )}
      {kind === 'fired' && (
        <Button label="resources.agencyEmployees.rehire" onClick={() => setDialog('approve')}>
          <RestoreIcon />
        </Button>
      )}
      <Suspense fallback={null}>
        {dialog === 'approve' && <ApproveDialog employee={employee} onClose={close} />}
        {dialog === 'fire' && <FireDialog employee={employee} onClose={close} />}
      </Suspense>
    </Stack>
  );
};
