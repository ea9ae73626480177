import type pg from 'pg';
import { REPORT_FAILED, REPORT_FINISHED, REPORT_RETRYING, UPLOAD_STATUSES } from '../../domain/uploads';
import type { Series } from './series';

/**
 * The figures read at scrape time. Queue depth, uploads and reports come from PostgreSQL (one
 * round trip), so that every process answers the same numbers whatever it has run itself, and they
 * survive restarts: aggregate them with max(), not sum(). The pool's figures are this process's own.
 */

/** The reports table's statuses as label values (its failure is a Russian sentence shown to users). */
const REPORT_LABELS: Record<string, string> = {
  queued: 'queued',
  running: 'running',
  [REPORT_RETRYING]: 'retrying',
  [REPORT_FINISHED]: 'finished',
  [REPORT_FAILED]: 'failed',
};
const uploadLabel = (status: string) =>
  (UPLOAD_STATUSES as readonly string[]).includes(status) ? status.toLowerCase() : 'other';
const reportLabel = (status: string) => REPORT_LABELS[status] ?? 'other';

/** pg-boss 10's job states before completion, as label values. */
const QUEUE_STATES: Record<string, string> = { created: 'queued', retry: 'retry', active: 'active' };

const FIGURES_SQL = `
  select 'queue' as kind, name as key, state::text as status, count(*)::int as n
    from pgboss.job where state < 'completed' group by name, state
  union all select 'queue', name, null, 0 from pgboss.queue
  union all select 'upload', null, status, count(*)::int from uploads group by status
  union all select 'report', null, status, count(*)::int from reports group by status`;

interface Row {
  kind: 'queue' | 'upload' | 'report';
  key: string | null;
  status: string | null;
  n: number;
}

const readPool = (series: Series, pool: pg.Pool) => {
  series.poolConnections.set({ state: 'total' }, pool.totalCount);
  series.poolConnections.set({ state: 'idle' }, pool.idleCount);
  series.poolWaiting.set(pool.waitingCount);
  series.poolMax.set(pool.options.max ?? 10);
};

const readDatabase = async (series: Series, pool: pg.Pool) => {
  const { rows } = await pool.query<Row>(FIGURES_SQL);
  series.queueJobs.reset();
  series.uploads.reset();
  series.reports.reset();
  for (const status of UPLOAD_STATUSES) series.uploads.set({ status: uploadLabel(status) }, 0);
  for (const label of new Set(Object.values(REPORT_LABELS))) series.reports.set({ status: label }, 0);
  for (const row of rows) {
    if (row.kind === 'queue' && row.status === null)
      for (const state of Object.values(QUEUE_STATES)) series.queueJobs.inc({ queue: row.key!, state }, 0);
    else if (row.kind === 'queue')
      series.queueJobs.inc({ queue: row.key!, state: QUEUE_STATES[row.status!] ?? 'other' }, row.n);
    else if (row.kind === 'upload') series.uploads.inc({ status: uploadLabel(row.status!) }, row.n);
    else series.reports.inc({ status: reportLabel(row.status!) }, row.n);
  }
};

/**
 * The exposition text: this process's figures and the database's. Scrapes run one at a time (a
 * gauge is reset and refilled); a database that does not answer leaves its figures out and
 * promo_metrics_database_up at 0, never the scrape failed.
 */
export const createScraper = (series: Series, pool: pg.Pool, warn: (err: unknown) => void) => {
  let last: Promise<unknown> = Promise.resolve();
  const scrape = async () => {
    readPool(series, pool);
    try {
      await readDatabase(series, pool);
      series.databaseUp.set(1);
    } catch (err) {
      warn(err);
      series.queueJobs.reset();
      series.uploads.reset();
      series.reports.reset();
      series.databaseUp.set(0);
    }
    return series.registry.metrics();
  };
  return () => {
    const next = last.then(scrape, scrape);
    last = next.catch(() => undefined);
    return next;
  };
};
