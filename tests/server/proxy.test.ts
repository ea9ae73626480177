import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { withServer } from './harness';

const h = withServer({ config: () => ({ trustProxy: '127.0.0.1' }) });

const ask = async (forwardedFor: string) =>
  (
    await h.app.inject({
      method: 'POST',
      url: '/api/users/password/recovery/',
      payload: { email: `proxy.${Math.random()}@gmail.com` },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    })
  ).statusCode;

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  it("limits per client address from X-Forwarded-For, not per the proxy's address", async () => {
    for (let i = 0; i < 20; i++) expect(await ask('203.0.113.1')).toBe(200);
    expect(await ask('203.0.113.1')).toBe(429);
    expect(await ask('203.0.113.2')).toBe(200);
  });

  it('reads TRUST_PROXY as false, true or proxy addresses, and refuses anything else', () => {
    const dir = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-test-')) };
    expect(loadConfig(dir).trustProxy).toBe(false);
    expect(loadConfig({ ...dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...dir, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ ...dir, TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
  });
});
