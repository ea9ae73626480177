import { defineResource } from '../registration';

/**
 * The live map of personnel (issue 24): its full-screen route /map (ROUTES: screen.map) and two
 * dashboard widgets, the map (liveMap) and who is online now (online). Leaflet loads with them only.
 */
export default defineResource({
  screens: [{ path: 'map', load: () => import('./LiveMapScreen') }],
  widgets: [
    { name: 'liveMap', load: () => import('./LiveMapWidget'), height: { phone: 520, wide: 490 } },
    { name: 'online', load: () => import('./OnlineWidget'), height: { phone: 240, wide: 200 } },
  ],
});
