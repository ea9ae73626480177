import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** The home screen: its title and a greeting; the widgets come with the statistics. */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
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
    </Box>
  );
};

export default Dashboard;
