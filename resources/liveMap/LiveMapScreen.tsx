import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MapPanel } from './LiveMapWidget';

/** /map: the live map on the whole screen (issue 24 point 1). */
const LiveMapScreen = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.liveMap.title')}
      </Typography>
      <MapPanel height="calc(100vh - 220px)" />
    </Box>
  );
};

export default LiveMapScreen;
