import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { tileSource } from '../../server/http/securityHeaders';
import { withServer } from './harness';

const h = withServer({
  config: () => ({ trustProxy: '127.0.0.1', tileUrl: 'https://{s}.tiles.example.kz/{z}/{x}/{y}.png' }),
});

// The same app serving a built SPA, to see the headers on index.html and client routes.
const spa = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
writeFileSync(path.join(spa, 'index.html'), '<!doctype html><div id="root"></div>');
let withSpa: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  withSpa = await buildApp({
    db: h.db,
    pool: h.pool,
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
      tokenTtlSeconds: 3600,
      logLevel: 'silent',
    },
    staticDir: spa,
    logger: false,
  });
});
afterAll(() => withSpa?.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('are on every answer: API, refusal, not found, the SPA and its client routes', async () => {
    const answers = [
      await h.app.inject({ method: 'GET', url: '/api/health/' }),
      await h.app.inject({
        method: 'POST',
        url: '/api/graphql/',
        payload: { query: '{ formats { totalCount } }' },
      }),
      await h.app.inject({ method: 'GET', url: '/api/nothing-here/' }),
      await withSpa.inject({ method: 'GET', url: '/' }),
      await withSpa.inject({ method: 'GET', url: '/agency/1' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow only our own scripts, images from the configured hosts, and no frames', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health/' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toContain('https://*.tiles.example.kz');
    // The agency map is Leaflet drawing tile images, not an embedded page: nothing may be framed.
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('tell a logged-in browser the tile server the CSP allows (GET /api/settings/)', async () => {
    const token = await h.login('HQ');
    expect(await h.rest('GET', '/api/settings/', token)).toEqual({
      status: 200,
      body: { tileUrl: 'https://{s}.tiles.example.kz/{z}/{x}/{y}.png' },
    });
    expect((await h.rest('GET', '/api/settings/', null)).status).toBe(401);
    // The browser reads them through GraphQL (merged with the reads a screen starts with them).
    expect(await h.gql(token, '{ settings { tileUrl } }')).toEqual({
      data: { settings: { tileUrl: 'https://{s}.tiles.example.kz/{z}/{x}/{y}.png' } },
    });
    const anonymous = await h.gql(null, '{ settings { tileUrl } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keep answers with personal data out of every cache: no-store on the API, REST and GraphQL', async () => {
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'hq@demo.kz', password: DEMO_PASSWORD },
    });
    expect(login.json().user.email).toBe('hq@demo.kz');
    const token = login.json().token;
    const auth = { authorization: `JWT ${token}` };
    const answers = [
      login,
      await h.app.inject({ method: 'POST', url: '/api/token/verify/', payload: { token } }),
      await h.app.inject({
        method: 'POST',
        url: '/api/graphql/',
        headers: auth,
        payload: { query: `{ profile(id: ${login.json().user.id}) { id email } }` },
      }),
      await h.app.inject({
        method: 'GET',
        url: `/api/graphql/?query=${encodeURIComponent('{ profile(id: 1) { id } }')}`,
        headers: auth,
      }),
      await h.app.inject({ method: 'GET', url: '/api/settings/', headers: auth }),
      await h.app.inject({ method: 'GET', url: '/api/settings/' }),
      await h.app.inject({ method: 'GET', url: '/api/nothing-here/' }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    // The SPA's own files keep their caching (spaDelivery.test.ts has the hashed assets).
    expect((await withSpa.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('send HSTS only over HTTPS (here: from a trusted proxy)', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/health/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('read TILE_URL and IMAGE_SOURCES, with OpenStreetMap as the default tile host', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.com:8443',
    );
    const dir = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-test-')) };
    expect(loadConfig(dir).imageSources).toBeNull();
    expect(loadConfig({ ...dir, IMAGE_SOURCES: 'https://cdn.example.kz' }).imageSources).toEqual([
      'https://cdn.example.kz',
    ]);
    expect(() => loadConfig({ ...dir, IMAGE_SOURCES: "https:; script-src 'unsafe-inline'" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...dir, TILE_URL: 'not a url' })).toThrow(ConfigError);
  });
});
