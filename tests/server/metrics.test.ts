import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { REPORT_FINISHED } from '../../domain/uploads';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { GRAPHQL_PATH } from '../../server/graphql';
import { type MetricsSettings, registerMetrics } from '../../server/metrics';
import { REPORTS_QUEUE } from '../../server/modules/reports/service';
import { withServer } from './harness';

const TOKEN = 'metrics-test-token-0123456789';
const METRICS: MetricsSettings = { enabled: true, token: TOKEN, port: null, host: '127.0.0.1' };
const h = withServer({ config: () => ({ metrics: METRICS }) });

const scrape = (authorization?: string) =>
  h.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The exposition text as `name{labels}` -> value (labels as written, in the registry's order). */
const parse = (text: string) => {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
};
/** One series' value: its name and labels, in any order. */
const sample = (values: Map<string, number>, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const [key, value] of values) {
    const [series, rest = ''] = key.split('{');
    if (series !== name) continue;
    const have = rest
      .replace(/}$/, '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean);
    if (wanted.length === have.length && wanted.every((w) => have.includes(w))) return value;
  }
  return undefined;
};

describe('GET /metrics', () => {
  it('after traffic, holds the named series with the values that traffic made', async () => {
    // A login, a refused one, a GraphQL list by operation name, REST calls and a report's job.
    const login = await h.rest('POST', '/api/token/', null, { email: 'hq@demo.kz', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const refused = await h.rest('POST', '/api/token/', null, { email: 'hq@demo.kz', password: 'wrong' });
    expect(refused.status).toBe(400);
    const list = await h.rest('POST', GRAPHQL_PATH, token, {
      query: 'query MetricsDevices { deviceModels(first: 5) { edges { node { id } } } }',
      operationName: 'MetricsDevices',
    });
    expect(list.status).toBe(200);
    expect(list.body.errors).toBeUndefined();
    expect((await h.rest('POST', GRAPHQL_PATH, token, { query: '{ __typename }' })).status).toBe(200);
    const started = await h.rest('POST', '/api/reports/run/', token, {
      report: 'dm_codes_report',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(started.status).toBe(200);
    const { id } = started.body;
    await expect
      .poll(async () => (await h.rest('GET', `/api/reports/status/${id}/`, token)).body.status, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(REPORT_FINISHED);

    // An address no route answers: counted, under one label whatever was asked.
    expect((await h.rest('GET', '/api/no-such-route/7/', token)).status).toBe(404);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = parse(res.body);

    expect(sample(m, 'promo_logins_total', { outcome: 'success' })).toBe(1);
    expect(sample(m, 'promo_login_refusals_total', { reason: 'credentials' })).toBe(1);
    expect(sample(m, 'promo_login_refusals_total', { reason: 'throttled' })).toBe(0);
    // Routes by their pattern, never the URL asked: the status calls of report `id` are one series.
    const statusCalls = sample(m, 'promo_http_requests_total', {
      method: 'GET',
      route: '/api/reports/status/:id/',
      status: '200',
    });
    expect(statusCalls).toBeGreaterThanOrEqual(1);
    expect(
      sample(m, 'promo_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect([...m.keys()].some((k) => k.includes(`/api/reports/status/${id}/`))).toBe(false);
    expect(
      sample(m, 'promo_http_requests_total', { method: 'POST', route: '/api/token/', status: '400' }),
    ).toBe(1);
    expect(
      sample(m, 'promo_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/token/',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(m, 'promo_http_request_duration_seconds_bucket', {
        method: 'POST',
        route: '/api/token/',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    // GraphQL by operation name; an unnamed one folds into "anonymous".
    expect(sample(m, 'promo_graphql_requests_total', { operation: 'MetricsDevices', status: '200' })).toBe(1);
    expect(sample(m, 'promo_graphql_requests_total', { operation: 'anonymous', status: '200' })).toBe(1);
    expect(
      sample(m, 'promo_graphql_request_duration_seconds_count', {
        operation: 'MetricsDevices',
        status: '200',
      }),
    ).toBe(1);
    // The report's job ran here: its duration observed, no failure; the table shows it finished.
    expect(
      sample(m, 'promo_job_duration_seconds_count', { queue: REPORTS_QUEUE, outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'promo_job_failures_total', { queue: REPORTS_QUEUE })).toBeUndefined();
    expect(sample(m, 'promo_reports', { status: 'finished' })).toBe(1);
    expect(sample(m, 'promo_reports', { status: 'failed' })).toBe(0);
    expect(sample(m, 'promo_uploads', { status: 'done' })).toBe(
      await h.count(`select count(*) from uploads where status = 'DONE'`),
    );
    expect(sample(m, 'promo_queue_jobs', { queue: REPORTS_QUEUE, state: 'queued' })).toBe(0);
    expect(sample(m, 'promo_queue_jobs', { queue: REPORTS_QUEUE, state: 'active' })).toBe(0);
    expect(sample(m, 'promo_metrics_database_up')).toBe(1);
    // The pool: the test's pool of 4, connections open, each hand-over timed.
    expect(sample(m, 'promo_db_pool_max_connections')).toBe(4);
    expect(sample(m, 'promo_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // Background jobs may hold the pool's four connections at the scrape's moment: present, not 0.
    expect(sample(m, 'promo_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(m, 'promo_db_pool_acquire_seconds_count')).toBeGreaterThan(10);
    // The process: heap and event-loop delay under their standard names.
    expect(sample(m, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);
    expect(sample(m, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(m, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts the jobs waiting in a queue, as pg-boss holds them', async () => {
    // Another process's queue that nobody here works: its depth is read from pg-boss's tables.
    const boss = new PgBoss({
      db: { executeSql: (text, values) => h.pool.query(text, values) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.createQueue('metrics-test');
    await boss.send('metrics-test', {});
    await boss.send('metrics-test', {});
    await boss.stop({ graceful: false });
    const m = parse((await scrape(`Bearer ${TOKEN}`)).body);
    expect(sample(m, 'promo_queue_jobs', { queue: 'metrics-test', state: 'queued' })).toBe(2);
    expect(sample(m, 'promo_queue_jobs', { queue: 'metrics-test', state: 'active' })).toBe(0);
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `JWT ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('promo_');
    }
    // A user's login token is no metrics token.
    const user = await h.login('HQ');
    expect((await scrape(`Bearer ${user}`)).statusCode).toBe(401);
  });

  it('answers 404 without a token setting, or with METRICS=off, and serves METRICS_PORT apart', async () => {
    const build = async (settings?: MetricsSettings) => {
      const app = Fastify();
      await registerMetrics(app, { pool: h.pool, settings, graphqlPath: GRAPHQL_PATH });
      return app;
    };
    for (const settings of [
      undefined,
      { ...METRICS, token: null },
      { ...METRICS, enabled: false },
      { ...METRICS, enabled: false, port: 0 },
    ]) {
      const app = await build(settings);
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(app.metrics).toBeNull();
      await app.close();
    }
    const apart = await build({ ...METRICS, port: 0 });
    const port = apart.metrics!.port!;
    expect(port).toBeGreaterThan(0);
    expect(
      (await apart.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const served = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('promo_db_pool_connections');
    expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(404);
    await apart.close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('reads METRICS, METRICS_TOKEN and METRICS_PORT, refusing what it cannot use', () => {
    const dir = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-test-')) };
    expect(loadConfig(dir).metrics).toEqual({ enabled: true, token: null, port: null, host: '0.0.0.0' });
    expect(
      loadConfig({ ...dir, METRICS: 'off', METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics,
    ).toEqual({
      enabled: false,
      token: TOKEN,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(loadConfig({ ...dir, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe(
      '10.0.0.5',
    );
    expect(() => loadConfig({ ...dir, METRICS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dir, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dir, METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dir, METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...dir, PORT: '9000', METRICS_PORT: '9000' })).toThrow(ConfigError);
  });
});
