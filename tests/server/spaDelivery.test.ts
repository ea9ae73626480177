import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { withServer } from './harness';

const h = withServer();

// A built SPA as `vite build` leaves it: hashed assets with their .br and .gz beside them.
const spa = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
const INDEX = '<!doctype html><script type="module" src="/assets/index-Abc123.js"></script>';
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
mkdirSync(path.join(spa, 'assets'));
writeFileSync(path.join(spa, 'index.html'), INDEX);
writeFileSync(path.join(spa, 'assets', 'index-Abc123.js'), SCRIPT);
writeFileSync(path.join(spa, 'assets', 'index-Abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(spa, 'assets', 'index-Abc123.js.gz'), gzipSync(SCRIPT));

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({
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
afterAll(() => app?.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built SPA as sent', () => {
  it('sends a hashed asset as brotli when accepted, gzip otherwise, plain to whoever accepts neither', async () => {
    const br = await get('/assets/index-Abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-Abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and re-check index.html on every visit', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await get('/assets/index-Abc123.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/dashboard', '/profile/7']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers a missing asset with 404, not with index.html, and keeps the security headers', async () => {
    const missing = await get('/assets/index-Old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const api = await get('/api/nothing-here/');
    expect(api.statusCode).toBe(404);
    const page = await get('/formats', 'br');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
