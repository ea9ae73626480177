import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/** Issue 27's settings (server/process/settings.ts), checked at start with a message that says what to do. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'process-settings-'));
const base = { DATA_DIR: dataDir };
const shared = { ...base, DATABASE_URL: 'postgresql://app@db/app', JWT_SECRET: 'x'.repeat(40) };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('the process settings', () => {
  it('default to one process doing everything, with no drain', () => {
    const config = loadConfig(base);
    expect(config.processRole).toBe('all');
    expect(config.jobConcurrency).toEqual({});
    expect(config.shutdownDrainSeconds).toBe(0);
    expect(config.shutdownTimeoutSeconds).toBe(20);
  });

  it('an API process drains 5 s by default; every setting may be given', () => {
    expect(loadConfig({ ...shared, PROCESS_ROLE: 'api' }).shutdownDrainSeconds).toBe(5);
    const worker = loadConfig({
      ...shared,
      PROCESS_ROLE: 'Worker',
      JOB_CONCURRENCY: 'imports=2, reports=1',
      SHUTDOWN_DRAIN_SECONDS: '0.5',
      SHUTDOWN_TIMEOUT_SECONDS: '60',
    });
    expect(worker).toMatchObject({
      processRole: 'worker',
      jobConcurrency: { imports: 2, reports: 1 },
      shutdownDrainSeconds: 0.5,
      shutdownTimeoutSeconds: 60,
    });
  });

  it('refuses a role without a shared database and key, and values it cannot use', () => {
    expect(refusal({ ...base, PROCESS_ROLE: 'api' })).toMatch(/PROCESS_ROLE=api needs DATABASE_URL/);
    expect(refusal({ ...base, DATABASE_URL: shared.DATABASE_URL, PROCESS_ROLE: 'worker' })).toMatch(
      /PROCESS_ROLE=worker needs JWT_SECRET/,
    );
    expect(refusal({ ...shared, PROCESS_ROLE: 'web' })).toMatch(
      /PROCESS_ROLE must be one of all, api, worker/,
    );
    expect(refusal({ ...shared, JOB_CONCURRENCY: 'imports' })).toMatch(/JOB_CONCURRENCY must list/);
    expect(refusal({ ...shared, JOB_CONCURRENCY: 'imports=0' })).toMatch(/JOB_CONCURRENCY must list/);
    expect(refusal({ ...shared, SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toMatch(
      /SHUTDOWN_TIMEOUT_SECONDS must be/,
    );
  });
});
