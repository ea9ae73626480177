import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import { useRole } from '../../src/layout/useRole';
import { AuditList } from './AuditPage';
import { type AuditRow, auditApi } from './api';

/**
 * The audits sent to one session, on its timeline page (/session/{id}), each opening its viewer
 * (audit/{id}/view); shown to the roles that read audits, when there are any.
 */
const SessionAudits = ({ sessionId }: { sessionId: number }) => {
  const translate = useTranslate();
  const { role } = useRole();
  const allowed = can(role, 'audit.read');
  const [audits, setAudits] = useState<AuditRow[] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    auditApi
      .audits({ session: sessionId })
      .then(setAudits)
      .catch(() => setAudits([]));
  }, [allowed, sessionId]);
  if (!allowed || !audits?.length) return null;
  return (
    <Card variant="outlined" data-testid="session-audits">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.audit.audits')}
        </Typography>
        <AuditList audits={audits} />
      </CardContent>
    </Card>
  );
};

export default SessionAudits;
