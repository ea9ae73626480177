import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Tally } from './tally';

/**
 * Every series the product exposes at /metrics (README "Metrics"), on a registry of its own per
 * app (tests build several apps in one process). What is recorded on every request is a Tally
 * (tally.ts), a few times cheaper than prom-client's own histogram. Label values are bounded by construction: route
 * patterns, status codes, queue names from the code, a capped set of GraphQL operation names,
 * fixed outcome lists.
 */

/** Request latency: a list page answers in tens of milliseconds, a slow export in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A pooled connection is handed over in microseconds unless the pool is exhausted. */
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];
/** Jobs: a mail in a second, a report or an import in minutes, a payroll bonus up to an hour. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

export const LOGIN_OUTCOMES = ['success', 'otp_required'] as const;
export const LOGIN_REFUSALS = ['credentials', 'fired', 'throttled', 'otp'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];
export type LoginRefusal = (typeof LOGIN_REFUSALS)[number];

export const createSeries = () => {
  const registry = new Registry();
  // process_cpu_seconds_total, process_resident_memory_bytes, nodejs_heap_size_used_bytes,
  // nodejs_eventloop_lag_p99_seconds, nodejs_gc_duration_seconds... under their standard names.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const series = {
    registry,
    /** promo_http_request_duration_seconds and, from its counts, promo_http_requests_total. */
    http: new Tally(registry, {
      name: 'promo_http_request_duration_seconds',
      help: 'HTTP request latency from arrival to the answer ready to send (a streamed body not included), by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      counter: {
        name: 'promo_http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status code',
      },
    }),
    graphql: new Tally(registry, {
      name: 'promo_graphql_request_duration_seconds',
      help: 'GraphQL request latency by operation name and HTTP status',
      labelNames: ['operation', 'status'],
      buckets: REQUEST_BUCKETS,
      counter: {
        name: 'promo_graphql_requests_total',
        help: 'GraphQL requests by operation name (unnamed: "anonymous", past the cap: "other") and HTTP status',
      },
    }),
    poolConnections: new Gauge({
      name: 'promo_db_pool_connections',
      help: "Connections of this process's PostgreSQL pool: all open (total) and unused (idle)",
      labelNames: ['state'] as const,
      registers,
    }),
    poolMax: new Gauge({
      name: 'promo_db_pool_max_connections',
      help: "The most connections this process's pool opens",
      registers,
    }),
    poolWaiting: new Gauge({
      name: 'promo_db_pool_waiting',
      help: 'Queries and transactions waiting for a free pooled connection',
      registers,
    }),
    poolAcquire: new Tally(registry, {
      name: 'promo_db_pool_acquire_seconds',
      help: 'Time from asking the pool for a connection to getting one',
      labelNames: [],
      buckets: ACQUIRE_BUCKETS,
    }),
    queueJobs: new Gauge({
      name: 'promo_queue_jobs',
      help: "Jobs per pg-boss queue and state (queued, retry: waiting for a retry, active), read from pg-boss's tables: the same in every process",
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'promo_job_duration_seconds',
      help: 'Job run time in this process by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
    jobFailures: new Counter({
      name: 'promo_job_failures_total',
      help: 'Job attempts that failed in this process, by queue (pg-boss retries them; a leased job given up counts too)',
      labelNames: ['queue'] as const,
      registers,
    }),
    logins: new Counter({
      name: 'promo_logins_total',
      help: 'Logins by outcome: success (token issued), otp_required (password right, code awaited)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    loginRefusals: new Counter({
      name: 'promo_login_refusals_total',
      help: 'Refused logins by reason: credentials (wrong or inactive), fired, throttled (login limits), otp (wrong code)',
      labelNames: ['reason'] as const,
      registers,
    }),
    uploads: new Gauge({
      name: 'promo_uploads',
      help: 'List uploads by status, read from the uploads table: the same in every process',
      labelNames: ['status'] as const,
      registers,
    }),
    reports: new Gauge({
      name: 'promo_reports',
      help: 'Report runs by status, read from the reports table: the same in every process',
      labelNames: ['status'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'promo_metrics_database_up',
      help: "1 when this scrape read the database's figures (queues, uploads, reports), 0 when it could not",
      registers,
    }),
  };
  // Known outcomes start at 0, so that a rate over them exists before the first event.
  for (const outcome of LOGIN_OUTCOMES) series.logins.inc({ outcome }, 0);
  for (const reason of LOGIN_REFUSALS) series.loginRefusals.inc({ reason }, 0);
  return series;
};

export type Series = ReturnType<typeof createSeries>;
