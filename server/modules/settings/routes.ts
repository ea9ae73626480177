import type { FastifyInstance } from 'fastify';
import { DEFAULT_TILE_URL } from '../../http/securityHeaders';

/** What the browser reads of the server's settings (GET /api/settings/). */
export interface BrowserSettings {
  /** The map tiles' URL template (TILE_URL), OpenStreetMap's when unset. */
  tileUrl: string;
}

/** GET /api/settings/: the settings the screens need, for any logged-in user. */
export const settingsRoutes = (settings: { tileUrl?: string | null }) => async (app: FastifyInstance) => {
  const answer: BrowserSettings = { tileUrl: settings.tileUrl || DEFAULT_TILE_URL };
  app.get('/api/settings/', { config: { access: 'authenticated' } }, async () => answer);
};
