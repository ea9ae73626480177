import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { Button, Link, useGetOne, useParams, useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import { useRole } from '../../src/layout/useRole';
import { RecordRefusal } from '../../src/pages/ErrorPage';
import { Translated } from '../shared/Translated';
import { RegistrationLinkCard } from './RegistrationLinkCard';
import { type Agency, mapPosition } from './serializer';
import { useSettings } from './useSettings';

/** Leaflet and its tiles load only when a map is shown. */
const LeafletMap = lazy(() => import('./LeafletMap'));
const MAP_SX = { width: '100%', height: 240, borderRadius: 1, bgcolor: 'grey.100' } as const;

const Row = ({ label, value }: { label: string; value?: string | number | null }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      <Translated text={label} />
    </Typography>
    <Typography>{value == null || value === '' ? '—' : value}</Typography>
  </Box>
);

/** A map of the agency's place (or part 1 §9's default position), on the server's TILE_URL. */
export const AgencyMap = ({ agency }: { agency: Pick<Agency, 'latitude' | 'longitude'> }) => {
  const { latitude, longitude, isDefault } = mapPosition(agency);
  const settings = useSettings();
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(isDefault ? 'resources.agency.coordinatesDefault' : 'resources.agency.coordinates')}
      </Typography>
      <Typography data-testid="agency-coordinates" gutterBottom>
        {latitude.toFixed(6)}, {longitude.toFixed(6)}
      </Typography>
      {settings.data ? (
        <Suspense fallback={<Box sx={MAP_SX} />}>
          <LeafletMap
            key={`${latitude},${longitude}`}
            latitude={latitude}
            longitude={longitude}
            tileUrl={settings.data.tileUrl}
          />
        </Suspense>
      ) : settings.isError ? (
        <Alert severity="warning" data-testid="agency-map-error">
          {translate('app.agencyMap.tilesFailed')}
        </Alert>
      ) : (
        <Box sx={MAP_SX} />
      )}
    </Box>
  );
};

/** agency/{id}: the agency's data, its place on the map and its registration link. */
const AgencyPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const { role } = useRole();
  const canEdit = can(role, 'agencies.write');
  const { data: agency, isPending, error } = useGetOne<Agency>('agency', { id: id! }, { retry: false });
  if (isPending)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('app.common.loading')} />
      </Box>
    );
  if (error || !agency) return <RecordRefusal error={error} notFound="resources.agency.notFound" />;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" gap={2} sx={{ mb: 2 }}>
        <Avatar
          src={agency.logo ?? undefined}
          alt={agency.title}
          variant="rounded"
          sx={{ width: 56, height: 56 }}
        >
          {agency.title?.slice(0, 1)}
        </Avatar>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {agency.title}
        </Typography>
        {canEdit && (
          <Button
            component={Link}
            to={`/agency/${agency.id}/edit`}
            label="app.common.editPage"
            variant="outlined"
          >
            <EditIcon />
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Row label="resources.agency.fields.phone" value={agency.phone} />
              <Row label="resources.agency.fields.email" value={agency.email} />
              <Row label="resources.agency.fields.address" value={agency.address} />
              <Row label="resources.agency.fields.region" value={agency.regionTitle} />
              <Row label="resources.agency.fields.city" value={agency.cityTitle} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <AgencyMap agency={agency} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <RegistrationLinkCard agency={agency} canEdit={canEdit} />
        </Grid>
      </Grid>
    </Box>
  );
};

export default AgencyPage;
