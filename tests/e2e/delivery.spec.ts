import { expect, test } from '@playwright/test';

/**
 * What the built app sends (issue 11, delivery): hashed assets compressed and cached for a year,
 * index.html re-checked on every visit, so a repeat visit asks for nothing but index.html.
 */
test('a hashed asset is served compressed with the immutable header, index.html with no-cache', async ({
  request,
}) => {
  const index = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");

  const entry = (await index.text()).match(/<script[^>]+src="(\/assets\/[^"]+-[\w-]{8}\.js)"/)?.[1];
  expect(entry, 'index.html names a hashed entry script').toBeTruthy();

  for (const encoding of ['br', 'gzip']) {
    // Playwright's request context would decode the body; the raw headers are what the browser gets.
    const asset = await request.get(entry!, { headers: { 'accept-encoding': encoding } });
    expect(asset.status()).toBe(200);
    const headers = asset.headers();
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(Number(headers['content-length'])).toBeLessThan((await asset.body()).length);
  }
  const both = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(both.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});
