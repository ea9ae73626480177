/**
 * Issue 28 point 3 on the production-volume database (`npm run bench:data`): spots_coverage_report
 * written whole, as the report worker writes it (a cursor read into a streamed XLSX, here thrown
 * away), for the last full month of the data and the year of 12 months ending with it, all cities
 * and regions, no agencies; then the same with the consultants' busiest agency chosen.
 * Targets: a month <= 1 s, a year <= 5 s. Beside each, the statement's EXPLAIN (ANALYZE, BUFFERS)
 * execution time and whether it wrote temporary files (it must not: nothing may spill to disk).
 *   BENCH_ONLY=coverage node --import tsx bench/volume.ts
 */
import { Writable } from 'node:stream';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ReportFilters } from '../server/modules/reports/queries';
import { REPORT_TIME_ZONE } from '../server/modules/reports/service';
import { spotsCoverageReport } from '../server/modules/reports/types/spotsCoverage';
import { writeXlsxTo } from '../server/modules/reports/writer';
import { target } from './measure';

const dialect = new PgDialect();
const ROUNDS = Number(process.env.BENCH_COVERAGE_ROUNDS ?? 3);

/** A writable that keeps nothing: the file's bytes are not what is measured. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

export const benchCoverage = async (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const [range] = (
      await pool.query(
        `select to_char(m, 'YYYY-MM-DD') as month_start,
           to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as month_end,
           to_char(m - interval '11 months', 'YYYY-MM-DD') as year_start
         from (select date_trunc('month', max(planned_start_time) at time zone $1) - interval '1 month' as m
               from sessions) t`,
        [REPORT_TIME_ZONE],
      )
    ).rows;
    const [busiest] = (
      await pool.query(
        `select u.agency_id as id from sessions s join users u on u.id = s.consultant_id
         where s.planned_start_time >= $1::date and u.agency_id is not null
         group by 1 order by count(*) desc limit 1`,
        [range.year_start],
      )
    ).rows;
    if (!range?.month_start) {
      console.log('\n(skipping the coverage report: no sessions; run `npm run bench:data`)');
      return;
    }
    console.log(
      `\n## spots_coverage_report at production volume (month ${range.month_start}..${range.month_end}, year ${range.year_start}..${range.month_end}, best of ${ROUNDS})`,
    );
    const cases: { name: string; filters: ReportFilters; seconds: number }[] = [];
    const none = { agencies: null, cities: null, regions: null, activities: null };
    for (const [period, dateStart, seconds] of [
      ['one month', range.month_start, 1],
      ['one year', range.year_start, 5],
    ] as const) {
      cases.push({
        name: `${period}, all`,
        filters: { ...none, dateStart, dateEnd: range.month_end },
        seconds,
      });
      if (busiest)
        cases.push({
          name: `${period}, agency ${busiest.id}`,
          filters: { ...none, dateStart, dateEnd: range.month_end, agencies: [Number(busiest.id)] },
          seconds,
        });
    }
    for (const c of cases) {
      const sheet = spotsCoverageReport(c.filters, REPORT_TIME_ZONE);
      let best = Number.POSITIVE_INFINITY;
      let rows = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        rows = await writeXlsxTo(pool, sheet, discard());
        best = Math.min(best, (performance.now() - started) / 1000);
      }
      // The statement alone, as PostgreSQL ran it, and whether it wrote temporary files.
      const { sql, params } = dialect.sqlToQuery(sheet.query);
      const plan = (
        await pool.query({ text: `explain (analyze, buffers, format json) ${sql}`, values: params })
      ).rows[0]['QUERY PLAN'][0];
      const spilled = JSON.stringify(plan).match(/"Temp (Read|Written) Blocks": [1-9]/) !== null;
      console.log(
        `  ${c.name}: ${rows} rows, written in ${best.toFixed(2)} s; EXPLAIN ${(plan['Execution Time'] / 1000).toFixed(2)} s, temp files ${spilled ? 'YES' : 'none'}`,
      );
      target(
        `spots_coverage_report, ${c.name} <= ${c.seconds} s`,
        best <= c.seconds,
        `${best.toFixed(2)} s (ratio ${(best / c.seconds).toFixed(2)})`,
      );
      target(`spots_coverage_report, ${c.name}: no spill to disk`, !spilled, spilled ? 'temp files' : 'none');
    }
  } finally {
    await pool.end();
  }
};
