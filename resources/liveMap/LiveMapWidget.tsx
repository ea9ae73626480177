import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link, useGetIdentity, useTranslate } from 'react-admin';
import { useSettings } from '../agencies/useSettings';

/** Leaflet comes with the map only, when the widget is shown. */
const LiveMap = lazy(() => import('./LiveMap'));

export const MapPanel = ({ height }: { height: number | string }) => {
  const settings = useSettings();
  const { identity } = useGetIdentity();
  const agency = identity?.agency as
    | { latitude?: number | null; longitude?: number | null }
    | null
    | undefined;
  const placeholder = <Box sx={{ width: '100%', height, bgcolor: 'grey.100', borderRadius: 1 }} />;
  return settings.data ? (
    <Suspense fallback={placeholder}>
      <LiveMap
        tileUrl={settings.data.tileUrl}
        height={height}
        center={agency ? { latitude: agency.latitude ?? null, longitude: agency.longitude ?? null } : null}
      />
    </Suspense>
  ) : (
    placeholder
  );
};

/** The dashboard's live map (widget 'liveMap'): the map, and the way to its full screen (/map). */
const LiveMapWidget = () => {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 } }}
      component="section"
      aria-labelledby="live-map-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2" id="live-map-title">
          {translate('app.liveMap.title')}
        </Typography>
        <Button component={Link} to="/map" size="small">
          {translate('app.liveMap.openFull')}
        </Button>
      </Box>
      <MapPanel height={320} />
    </Paper>
  );
};

export default LiveMapWidget;
