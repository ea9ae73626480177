import { Box, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import { useRole } from '../layout/useRole';

const EmployeesSection = lazy(() => import('../../resources/employees/EmployeesSection'));

/** The home screen: its title and a greeting; the widgets come with the statistics. */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { role } = useRole();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.title.dashboard')}
      </Typography>
      {identity ? (
        <Typography>
          {translate('app.dashboard.greeting', { name: identity.firstName || identity.fullName })}
        </Typography>
      ) : null}
      {can(role, 'employees.read') ? (
        <Suspense fallback={null}>
          <EmployeesSection />
        </Suspense>
      ) : null}
    </Box>
  );
};

export default Dashboard;
