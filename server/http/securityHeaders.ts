import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The tile server the map reads (TILE_URL); OpenStreetMap's when unset. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A tile URL template as a CSP source: its origin, `{s}` subdomains as a wildcard. */
export const tileSource = (tileUrl: string): string => {
  const url = new URL(tileUrl.replace(/\{s\}\./, 'subdomain-wildcard.').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace('subdomain-wildcard.', '*.')}`;
};

export interface SecurityHeaderOptions {
  tileUrl?: string | null;
  /** CSP sources images may also come from (IMAGE_SOURCES); `https:` (any HTTPS host) when unset. */
  imageSources?: string[] | null;
  /** Origins the browser may also fetch from: the bucket presigned downloads redirect to (S3_PRESIGNED_DOWNLOADS). */
  connectSources?: string[];
}

/**
 * Security headers on every answer (issue 10), as helmet writes them:
 * - script-src 'self': only the built bundle; index.html and Vite's output have no inline script.
 * - style-src 'self' 'unsafe-inline': emotion (MUI) injects <style> tags at run time and MUI and
 *   tiptap set style attributes; a nonce would need a per-request index.html and still could not
 *   cover style attributes. Inline styles cannot run code; scripts stay strict.
 * - img-src: our own files, data:/blob: (previews, QR codes), the tile server, IMAGE_SOURCES
 *   (agency logos and disclaimer images are links to other hosts).
 * - frame-src 'none': nothing is framed (the agency map is Leaflet drawing tiles as images);
 *   frame-ancestors 'none' + X-Frame-Options DENY.
 * - Referrer-Policy strict-origin-when-cross-origin: the tile server is told our origin (OpenStreetMap's
 *   policy asks for it), never a path.
 * - HSTS only when the request came over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy).
 * - Cache-Control: no-store on every /api/ answer (they carry personal data; nothing under /api/ is
 *   a public asset), unless the route says otherwise; the SPA's files keep their own (spa.ts).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: SecurityHeaderOptions = {}) => {
  const tiles = tileSource(options.tileUrl || DEFAULT_TILE_URL);
  const images = options.imageSources ?? ['https:'];
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', tiles, ...images],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.connectSources ?? [])],
          frameSrc: ["'none'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
      // The map's tiles are cross-origin images without CORP headers: no COEP.
      crossOriginEmbedderPolicy: false,
    }),
  );
  // On the raw response, as helmet itself does: answers written past Fastify (a streamed export)
  // carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // A route's own Cache-Control (reply.header) replaces this one when Fastify writes the head.
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    if (request.protocol === 'https')
      reply.raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
};

/**
 * The headers a helmet middleware sets, worked out once: none of ours depends on the request (no
 * nonce), and @fastify/helmet built the whole middleware again on every request (parsing every CSP
 * directive), a few per cent of the server's CPU on a busy list.
 */
const headersOf = (middleware: ReturnType<typeof helmet>): [string, string][] => {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
};
