import 'leaflet/dist/leaflet.css';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import L, { type LatLngBoundsExpression } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  DEFAULT_MAP_POSITION,
  MAP_REFRESH_MS,
  MAP_STATUS_COLORS,
  MAP_STATUSES,
  type MapStatus,
} from '../../domain/liveMap';
import {
  fetchContactCount,
  fetchMap,
  type MapAnswer,
  type MapBox,
  type MapMarker,
  type MapPerson,
} from './api';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const initials = (p: MapPerson) => `${p.lastName.charAt(0)}${p.firstName.charAt(0)}`;
const colorOf = (p: MapPerson) => MAP_STATUS_COLORS[p.session.status] ?? '#616161';

/** A person's marker: their photo or initials in a ring of their session's status colour. */
const personIcon = (p: MapPerson) =>
  L.divIcon({
    className: 'live-map-person',
    iconSize: [36, 36],
    iconAnchor: [18, 18],
    popupAnchor: [0, -18],
    html: `<span data-testid="map-person-${p.id}" data-lat="${p.latitude}" data-lng="${p.longitude}"
      data-status="${p.session.status}" style="display:flex;align-items:center;justify-content:center;width:32px;
      height:32px;border-radius:50%;border:3px solid ${colorOf(p)};background:#fff;color:#212121;font:600 12px/1 sans-serif;
      overflow:hidden">${
        p.photo
          ? `<img src="${escapeHtml(p.photo)}" alt="" style="width:100%;height:100%;object-fit:cover"/>`
          : escapeHtml(initials(p))
      }</span>`,
  });

/** Icons kept by what they show: a poll that moves nobody makes no new icon. */
const icons = new Map<string, L.DivIcon>();
const iconOf = (p: MapPerson) => {
  const key = [p.id, p.photo, p.session.status, p.latitude, p.longitude].join('|');
  let icon = icons.get(key);
  if (!icon) {
    if (icons.size > 5000) icons.clear();
    icon = personIcon(p);
    icons.set(key, icon);
  }
  return icon;
};

/** A grid cell of many people (a wide view): their count. */
const clusterIcon = (count: number) =>
  L.divIcon({
    className: 'live-map-cluster',
    iconSize: [40, 40],
    iconAnchor: [20, 20],
    html: `<span data-testid="map-cluster" style="display:flex;align-items:center;justify-content:center;width:40px;
      height:40px;border-radius:50%;background:#27709d;color:#fff;font:600 13px/1 sans-serif">${count}</span>`,
  });

const boxOf = (map: L.Map): MapBox => {
  const b = map.getBounds();
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    north: clamp(b.getNorth(), 90),
    south: clamp(b.getSouth(), 90),
    west: clamp(b.getWest(), 180),
    east: clamp(b.getEast(), 180),
  };
};

/**
 * Follows the view: fits the first answer's people once (that answer was asked for the whole
 * scope, so nothing is asked again for the fit), then each move the user makes asks for its box.
 */
const ViewTracker = ({ markers, onBox }: { markers: MapMarker[] | null; onBox: (box: MapBox) => void }) => {
  const map = useMap();
  const fitted = useRef(false);
  const programmatic = useRef(false);
  useMapEvents({
    moveend: () => {
      if (programmatic.current) {
        programmatic.current = false;
        return;
      }
      onBox(boxOf(map));
    },
  });
  useEffect(() => {
    if (fitted.current || !markers) return;
    fitted.current = true;
    if (!markers.length) return;
    const bounds: LatLngBoundsExpression = markers.map((m) => [m.latitude, m.longitude] as [number, number]);
    programmatic.current = true;
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15, animate: false });
  }, [markers, map]);
  return null;
};

const time = (seconds: number | null) =>
  seconds == null
    ? '—'
    : new Date(seconds * 1000).toLocaleString(undefined, {
        day: '2-digit',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });

/** The popup of a person: their session (spot, activity, since when, contacts so far) and links. */
const PersonPopup = ({ person, statuses }: { person: MapPerson; statuses: MapStatus[] }) => {
  const translate = useTranslate();
  const [contacts, setContacts] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetchContactCount(person.id, statuses)
      .then((n) => live && setContacts(n))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [person.id, statuses]);
  const s = person.session;
  return (
    <Box data-testid="map-popup" sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2">
        {person.lastName} {person.firstName}
      </Typography>
      <Typography variant="body2" sx={{ color: colorOf(person) }}>
        {translate(`app.liveMap.status.${s.status}`, { _: s.status })}
        {person.online ? ` · ${translate('app.liveMap.online')}` : ''}
      </Typography>
      <Typography variant="body2">
        {translate('app.liveMap.spot')}: {s.spot?.title ?? '—'}
      </Typography>
      <Typography variant="body2">
        {translate('app.liveMap.activity')}: {s.activity?.title ?? '—'}
      </Typography>
      <Typography variant="body2">
        {translate(s.status === 'PLANNED' ? 'app.liveMap.plannedAt' : 'app.liveMap.since')}: {time(s.since)}
      </Typography>
      <Typography variant="body2" data-testid="map-popup-contacts">
        {translate('app.liveMap.contacts')}: {contacts ?? '…'}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Link to={`/profile/${person.id}`}>{translate('app.liveMap.profile')}</Link>
        <Link to={`/session/${s.id}`} data-testid="map-popup-session">
          {translate('app.liveMap.session')}
        </Link>
      </Stack>
    </Box>
  );
};

const PersonMarker = ({ person, statuses }: { person: MapPerson; statuses: MapStatus[] }) => {
  const icon = iconOf(person);
  return (
    <Marker
      position={[person.latitude, person.longitude]}
      icon={icon}
      title={`${person.lastName} ${person.firstName}`}
    >
      <Popup>
        <PersonPopup person={person} statuses={statuses} />
      </Popup>
    </Marker>
  );
};

const ClusterMarker = ({ marker }: { marker: MapMarker }) => {
  const map = useMap();
  const translate = useTranslate();
  const icon = useMemo(() => clusterIcon(marker.count), [marker.count]);
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={icon}
      title={translate('app.liveMap.cluster', { count: marker.count })}
      eventHandlers={{ click: () => map.setView([marker.latitude, marker.longitude], map.getZoom() + 2) }}
    />
  );
};

export interface LiveMapProps {
  tileUrl: string;
  /** Where the map starts before the first answer: the agency's place, or part 1 §9's default. */
  center?: { latitude: number | null; longitude: number | null } | null;
  height: number | string;
}

/**
 * The live map of personnel (issue 24): the people in view in the viewer's scope, by the status
 * filter, each a marker (photo or initials, ring of the status colour) or, in a wide view, a cell
 * with its count; how many are in view and online; asked again every MAP_REFRESH_MS while shown
 * (README "Live map": polling), so the markers move without a reload.
 */
const LiveMap = ({ tileUrl, center, height }: LiveMapProps) => {
  const translate = useTranslate();
  const [statuses, setStatuses] = useState<MapStatus[]>([...MAP_STATUSES]);
  const [box, setBox] = useState<MapBox | null>(null);
  const [data, setData] = useState<MapAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
        timer = setTimeout(load, MAP_REFRESH_MS);
        return;
      }
      try {
        const answer = await fetchMap({ box, statuses });
        if (stopped) return;
        setData(answer);
        setFailed(false);
      } catch {
        if (!stopped) setFailed(true);
      }
      if (!stopped) timer = setTimeout(load, MAP_REFRESH_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [box, statuses]);
  const start: [number, number] =
    center?.latitude != null && center.longitude != null
      ? [center.latitude, center.longitude]
      : [DEFAULT_MAP_POSITION.latitude, DEFAULT_MAP_POSITION.longitude];
  const toggle = (status: MapStatus) =>
    setStatuses((now) =>
      now.includes(status) ? (now.length > 1 ? now.filter((s) => s !== status) : now) : [...now, status],
    );
  const grouped = !!data?.markers.some((m) => m.count > 1);
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" data-testid="map-count" aria-live="polite">
          {translate('app.liveMap.inView', { count: data?.totalCount ?? '…' })}
          {data ? `, ${translate('app.liveMap.onlineInView', { count: data.onlineCount })}` : ''}
        </Typography>
        <Box
          role="group"
          aria-label={translate('app.liveMap.filter')}
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
        >
          {MAP_STATUSES.map((status) => (
            <Chip
              key={status}
              size="small"
              label={translate(`app.liveMap.status.${status}`)}
              aria-pressed={statuses.includes(status)}
              color={statuses.includes(status) ? 'primary' : 'default'}
              variant={statuses.includes(status) ? 'filled' : 'outlined'}
              onClick={() => toggle(status)}
            />
          ))}
        </Box>
      </Stack>
      {failed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.liveMap.failed')}
        </Alert>
      ) : null}
      {tilesFailed ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.liveMap.tilesFailed')}
        </Alert>
      ) : null}
      {grouped ? (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
          {translate('app.liveMap.grouped')}
        </Typography>
      ) : null}
      <Box
        role="region"
        aria-label={translate('app.liveMap.label', { count: data?.totalCount ?? 0 })}
        data-testid="live-map"
        sx={{
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
          '& .live-map-person, & .live-map-cluster': { background: 'none', border: 0 },
        }}
      >
        <MapContainer
          center={start}
          zoom={12}
          style={{ width: '100%', height, borderRadius: 4, background: '#f5f5f5' }}
        >
          <TileLayer
            url={tileUrl}
            attribution={tileUrl.includes('openstreetmap.org') ? '&copy; OpenStreetMap' : undefined}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <ViewTracker markers={data?.markers ?? null} onBox={setBox} />
          {data?.markers.map((m) =>
            m.person ? (
              <PersonMarker key={`p${m.person.id}`} person={m.person} statuses={statuses} />
            ) : (
              <ClusterMarker key={`c${m.latitude},${m.longitude}`} marker={m} />
            ),
          )}
        </MapContainer>
      </Box>
      {data && data.totalCount === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.liveMap.nobody')}
        </Typography>
      ) : null}
    </Box>
  );
};

export default LiveMap;
