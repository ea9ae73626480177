import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams, useTranslate } from 'react-admin';
import { useSettings } from '../agencies/useSettings';
import { AuthorisedAvatar } from '../shared/AuthorisedAvatar';
import { type SpotDetails, useSpot } from './api';
import { SpotSessions } from './SpotSessions';

/** Leaflet and its tiles load only when a map is shown. */
const LeafletMap = lazy(() => import('../agencies/LeafletMap'));
const MAP_SX = { width: '100%', height: 240, borderRadius: 1, bgcolor: 'grey.100' } as const;

const Row = ({ label, value, testId }: { label: string; value?: string | null; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography>{value == null || value === '' ? '—' : value}</Typography>
    </Box>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** The spot on a Leaflet map (TILE_URL, with attribution), or a note when it has no coordinates. */
const SpotMap = ({ spot }: { spot: SpotDetails }) => {
  const translate = useTranslate();
  const settings = useSettings();
  if (spot.latitude == null || spot.longitude == null)
    return <Typography color="text.secondary">{translate('app.spotPage.noCoordinates')}</Typography>;
  return (
    <Box>
      <Row
        label="app.spotPage.coordinates"
        value={`${spot.latitude.toFixed(6)}, ${spot.longitude.toFixed(6)}`}
        testId="spot-coordinates"
      />
      {settings.data ? (
        <Suspense fallback={<Box sx={MAP_SX} />}>
          <LeafletMap
            latitude={spot.latitude}
            longitude={spot.longitude}
            tileUrl={settings.data.tileUrl}
            label="app.spotPage.map"
            testId="spot-map"
          />
        </Suspense>
      ) : settings.isError ? (
        <Alert severity="warning" data-testid="spot-map-error">
          {translate('app.agencyMap.tilesFailed')}
        </Alert>
      ) : (
        <Box sx={MAP_SX} />
      )}
    </Box>
  );
};

const Responsibles = ({ people }: { people: SpotDetails['responsibles'] }) => {
  const translate = useTranslate();
  if (!people.length)
    return <Typography color="text.secondary">{translate('app.spotPage.noResponsibles')}</Typography>;
  return (
    <List dense data-testid="spot-responsibles">
      {people.map((p) => (
        <ListItem key={p.id} disableGutters>
          <ListItemAvatar>
            <AuthorisedAvatar src={p.photo} alt="">
              {p.lastName.slice(0, 1)}
            </AuthorisedAvatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <Link to={`/profile/${p.id}`}>
                {p.lastName} {p.firstName}
              </Link>
            }
            secondary={[
              translate(`app.role.${p.role}`, { _: p.role }),
              p.crManager ? translate('app.spotPage.crManager', { name: p.crManager.name }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** spot/{spotId}: the trade point's data, its place on a map, its people and its sessions. */
const SpotPage = () => {
  const translate = useTranslate();
  const { spotId } = useParams();
  const { data: spot, isPending, error } = useSpot(spotId);
  if (isPending)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('app.common.loading')} />
      </Box>
    );
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('app.spotPage.loadFailed')}: {translate(error.message, { _: error.message })}
      </Alert>
    );
  if (!spot)
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="spot-not-found">
        {translate('app.spotPage.notFound')}
      </Alert>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="spot-title">
        {spot.title}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent data-testid="spot-fields">
              <Row label="app.spotPage.legalName" value={spot.legalName} />
              <Row label="app.spotPage.address" value={spot.address} />
              <Row label="app.spotPage.customerNumber" value={spot.customerNumber} />
              <Row label="app.spotPage.city" value={spot.city?.title} />
              <Row label="app.spotPage.region" value={spot.region?.title} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <SpotMap spot={spot} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Section title="app.spotPage.responsibles">
            <Responsibles people={spot.responsibles} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="app.spotPage.plannedSessions">
            <SpotSessions sessions={spot.plannedSessions} testId="spot-planned-sessions" />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="app.spotPage.recentSessions">
            <SpotSessions sessions={spot.recentSessions} testId="spot-recent-sessions" />
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
};

export default SpotPage;
