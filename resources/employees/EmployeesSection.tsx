import BusinessIcon from '@mui/icons-material/Business';
import { Box, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Link, useTranslate } from 'react-admin';
import { useShellProfile } from '../../src/layout/profile';
import { useRole } from '../../src/layout/useRole';
import { EmployeeList } from './EmployeeList';
import type { EmployeeListKind } from './EmployeeRowActions';

const TABS: { value: EmployeeListKind; label: string }[] = [
  { value: 'new', label: 'resources.agencyEmployees.tabs.new' },
  { value: 'approved', label: 'resources.agencyEmployees.tabs.approved' },
  { value: 'fired', label: 'resources.agencyEmployees.tabs.fired' },
];

/**
 * The agency's staff on the dashboard of the agency roles and HQ, where HR starts every day:
 * three tabs, new first, since approving applicants is the daily task.
 */
export const EmployeesSection = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<EmployeeListKind>('new');
  const { role } = useRole();
  const { profile } = useShellProfile();
  const agencyId = role === 'HQ' ? null : profile?.agency?.id;
  return (
    <Card component="section" aria-labelledby="employees-title">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, pt: 2 }}>
        <Typography id="employees-title" variant="h6" component="h2">
          {translate('resources.agencyEmployees.name', { smart_count: 2 })}
        </Typography>
        {agencyId != null && (
          <Button component={Link} to={`/agency/${agencyId}`} label="resources.agencyEmployees.agencyLink">
            <BusinessIcon />
          </Button>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: EmployeeListKind) => setTab(value)}
        variant="scrollable"
        scrollButtons={false}
        sx={{ px: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={translate(t.label)} />
        ))}
      </Tabs>
      <Box sx={{ px: 1, pb: 1 }}>
        <EmployeeList key={tab} kind={tab} />
      </Box>
    </Card>
  );
};

export default EmployeesSection;
