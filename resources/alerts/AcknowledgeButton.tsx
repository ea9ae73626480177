import DoneIcon from '@mui/icons-material/Done';
import { Button, useNotify } from 'react-admin';
import { can } from '../../domain/permissions';
import { useRole } from '../../src/layout/useRole';
import { useAcknowledge } from './api';

/** «Принять»: for the coordinators and managers (alerts.acknowledge); the server checks the scope. */
export const AcknowledgeButton = ({ id, size = 'small' }: { id: string; size?: 'small' | 'medium' }) => {
  const { role } = useRole();
  const notify = useNotify();
  const acknowledge = useAcknowledge();
  if (!can(role, 'alerts.acknowledge')) return null;
  return (
    <Button
      label="app.alerts.acknowledge"
      size={size}
      variant="outlined"
      disabled={acknowledge.isPending}
      data-testid={`acknowledge-${id}`}
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation();
        acknowledge.mutate(id, {
          onSuccess: () => notify('app.alerts.acknowledged', { type: 'success' }),
          onError: () => notify('app.alerts.acknowledgeFailed', { type: 'error' }),
        });
      }}
    >
      <DoneIcon />
    </Button>
  );
};
