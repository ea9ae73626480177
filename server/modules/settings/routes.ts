import type { FastifyInstance } from 'fastify';
import { documented } from '../../http/routeDocs';
import { DEFAULT_TILE_URL } from '../../http/securityHeaders';

/** What the browser reads of the server's settings (GET /api/settings/). */
export interface BrowserSettings {
  /** The map tiles' URL template (TILE_URL), OpenStreetMap's when unset. */
  tileUrl: string;
}

/** The browser's settings from the server's. */
export const browserSettings = (settings: { tileUrl?: string | null }): BrowserSettings => ({
  tileUrl: settings.tileUrl || DEFAULT_TILE_URL,
});

/**
 * GET /api/settings/: the settings the screens need, for any logged-in user. The browser reads them
 * through GraphQL's `settings` (merged with the reads it starts with them); this stays for clients.
 */
export const settingsRoutes = (settings: { tileUrl?: string | null }) => async (app: FastifyInstance) => {
  const answer = browserSettings(settings);
  const settingsDoc = documented(
    { config: { access: 'authenticated' } },
    { summary: "The server's settings for the browser" },
  );
  app.get('/api/settings/', settingsDoc, async () => answer);
};
