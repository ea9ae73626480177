import 'leaflet/dist/leaflet.css';
import { Alert, Box } from '@mui/material';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

/** Leaflet finds its marker images by a path Vite does not serve: they are given explicitly. */
const MARKER = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  /** The tile server's URL template (TILE_URL). */
  tileUrl: string;
  /** The map region's accessible name (a translation key) and test id: the agency's by default. */
  label?: string;
  testId?: string;
}

/**
 * A Leaflet map of one place with its marker, on the configured tiles; when a tile cannot load
 * (no network, the tile server down or refusing us) it says so above the map.
 */
const LeafletMap = ({
  latitude,
  longitude,
  tileUrl,
  label = 'app.agencyMap.title',
  testId = 'agency-map',
}: LeafletMapProps) => {
  const translate = useTranslate();
  const [tilesFailed, setTilesFailed] = useState(false);
  const center: [number, number] = [latitude, longitude];
  return (
    <Box>
      {tilesFailed ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid={`${testId}-error`}>
          {translate('app.agencyMap.tilesFailed')}
        </Alert>
      ) : null}
      {/* Leaflet's attribution links are told apart from their text by colour alone (axe's
          link-in-text-block, whenever the control's background resolves): underline them. */}
      <Box
        role="region"
        aria-label={translate(label)}
        data-testid={testId}
        sx={{ '& .leaflet-control-attribution a': { textDecoration: 'underline' } }}
      >
        <MapContainer
          center={center}
          zoom={14}
          scrollWheelZoom={false}
          style={{ width: '100%', height: 240, borderRadius: 4, background: '#f5f5f5' }}
        >
          <TileLayer
            url={tileUrl}
            attribution={tileUrl.includes('openstreetmap.org') ? '&copy; OpenStreetMap' : undefined}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {/* A picture of the place, not a control: no click, no keyboard focus, no button role. */}
          <Marker position={center} icon={MARKER} interactive={false} keyboard={false} />
        </MapContainer>
      </Box>
    </Box>
  );
};

export default LeafletMap;
