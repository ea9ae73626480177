import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { readProgress, writeProgress } from './progress';
import type { Sql } from './sql';

/**
 * Contact events at production volume (issue 12), loaded with COPY: the completed and corrupted
 * sessions' contacts, spread over each session's worked time in proportion to its hours so that
 * the total is exactly `count`, each with its sub-events (compliment, denial with reason, review,
 * exchange, registration). One session, `timelineSession`, gets TIMELINE_CONTACTS (the
 * benchmark's 300-contact timeline). Loaded in chunks of sessions, each one COPY committed with
 * its progress (bench_progress 'contacts': the last session id done), so a broken run resumes.
 */

export const TIMELINE_CONTACTS = 300;
/** Sessions per COPY (one transaction each). */
const CHUNK_SESSIONS = 100_000;
/** Shares of contacts with each sub-event (a denial excludes an exchange and a registration). */
export const SUB_EVENT_SHARES = {
  watch: 0.6,
  compliment: 0.55,
  denial: 0.2,
  review: 0.35,
  exchange: 0.2,
  registration: 0.12,
};
export const DENIAL_REASONS = [
  'Не курит',
  'Нет времени',
  'Не интересно',
  'Курит другой бренд',
  'Не достиг 21 года',
];
const WORKED = `status in ('COMPLETED', 'CORRUPTED') and start_time is not null and stop_time > start_time`;
export const CONTACTS_STEP = 'contacts';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayPrefix = new Map<number, string>();
/** A UTC timestamp for COPY to the millisecond (rounded up), cheaply (the day's date cached). */
const timestamp = (ms: number) => {
  const whole = Math.ceil(ms);
  const seconds = Math.floor(whole / 1000);
  const millis = whole - seconds * 1000;
  const day = Math.floor(seconds / 86_400);
  let prefix = dayPrefix.get(day);
  if (!prefix) {
    prefix = new Date(day * 86_400_000).toISOString().slice(0, 10);
    dayPrefix.set(day, prefix);
  }
  const rest = seconds - day * 86_400;
  return `${prefix} ${pad(Math.floor(rest / 3600))}:${pad(Math.floor(rest / 60) % 60)}:${pad(rest % 60)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}+00`;
};
const NULL = '\\N';

/** One session's contact rows (COPY text format), `count` of them over [start, stop]. */
const contactRows = (sessionId: number, start: number, stop: number, count: number) => {
  const lines: string[] = [];
  const slot = (stop - start) / count;
  const s = SUB_EVENT_SHARES;
  for (let k = 0; k < count; k += 1) {
    const begin = start + slot * (k + 0.1 * Math.random());
    const length = Math.min(slot * 0.8, 60_000 + Math.random() * 180_000);
    const end = begin + length;
    const denied = Math.random() < s.denial;
    const at = (share: number, fraction: number) =>
      Math.random() < share ? timestamp(begin + length * fraction) : NULL;
    const watch =
      Math.random() < s.watch ? timestamp(end + Math.min(slot * 0.1, 5_000 + Math.random() * 25_000)) : NULL;
    lines.push(
      [
        sessionId,
        `${sessionId}-${k}`,
        timestamp(begin),
        timestamp(end),
        watch,
        at(s.compliment, 0.2),
        denied ? timestamp(begin + length * 0.5) : NULL,
        denied ? DENIAL_REASONS[Math.floor(Math.random() * DENIAL_REASONS.length)] : NULL,
        at(s.review, 0.6),
        denied ? NULL : at(s.exchange, 0.7),
        denied ? NULL : at(s.registration, 0.8),
        timestamp(end),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
};

/**
 * Loads the contact events from where a previous run stopped; answers the rows written now.
 * `log` reports each chunk. The contact_events' secondary indexes are the caller's to drop and build.
 */
export const insertContactEvents = async (
  sql: Sql,
  count: number,
  timelineSession: number | null,
  log: (line: string) => void,
) => {
  const progress = await readProgress(sql, CONTACTS_STEP);
  if (progress.done) return 0;
  const totals = (
    await sql.query(
      `select coalesce(sum(hour_count), 0)::float8 as weight, coalesce(max(id), 0) as last,
        coalesce(sum(hour_count) filter (where id <= $1), 0)::float8 as before
      from sessions where ${WORKED} and id <> $2`,
      [progress.value, timelineSession ?? 0],
    )
  ).rows[0];
  const weight = Number(totals.weight);
  const last = Number(totals.last);
  const target = Math.max(0, count - (timelineSession ? TIMELINE_CONTACTS : 0));
  let cumulative = Number(totals.before);
  let written = 0;
  // A chunk that broke off left nothing (its COPY was one transaction): start after the last done.
  for (let from = progress.value + 1; from <= last; from += CHUNK_SESSIONS) {
    const to = from + CHUNK_SESSIONS - 1;
    const { rows } = await sql.query(
      `select id, extract(epoch from start_time) * 1000 as start, extract(epoch from stop_time) * 1000 as stop,
        hour_count from sessions where id between $1 and $2 and ${WORKED} order by id`,
      [from, to],
    );
    let rowsNow = 0;
    function* chunk() {
      let batch = '';
      for (const row of rows) {
        let n: number;
        if (row.id === timelineSession) n = TIMELINE_CONTACTS;
        else {
          const before = Math.floor((cumulative * target) / weight);
          cumulative += row.hour_count;
          n = Math.floor((cumulative * target) / weight) - before;
        }
        if (n <= 0) continue;
        rowsNow += n;
        batch += contactRows(row.id, Number(row.start), Number(row.stop), n);
        if (batch.length > 1 << 16) {
          yield batch;
          batch = '';
        }
      }
      if (batch) yield batch;
    }
    await sql.query('begin');
    try {
      await pipeline(
        Readable.from(chunk()),
        sql.query(
          copyFrom(`copy contact_events (session_id, client_id, start_time, stop_time, watch_stop_time,
            compliment_time, denial_time, denial_reason, review_time, exchange_time, registration_time, created_at)
            from stdin`),
        ),
      );
      written += rowsNow;
      await writeProgress(sql, CONTACTS_STEP, {
        value: to,
        rows: progress.rows + written,
        done: to >= last,
      });
      await sql.query('commit');
    } catch (error) {
      await sql.query('rollback');
      throw error;
    }
    log(
      `    contacts: sessions up to ${Math.min(to, last).toLocaleString('en-US')}, ${(progress.rows + written).toLocaleString('en-US')} rows`,
    );
  }
  await writeProgress(sql, CONTACTS_STEP, { value: last, rows: progress.rows + written, done: true });
  return written;
};
