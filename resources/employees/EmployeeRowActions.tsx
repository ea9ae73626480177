import CheckIcon from '@mui/icons-material/Check';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { ApproveDialog } from './ApproveDialog';
import { FireDialog } from './FireDialog';
import { RejectButton } from './RejectButton';
import type { Employee } from './serializer';

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
      {dialog === 'approve' && <ApproveDialog employee={employee} onClose={close} />}
      {dialog === 'fire' && <FireDialog employee={employee} onClose={close} />}
    </Stack>
  );
};
