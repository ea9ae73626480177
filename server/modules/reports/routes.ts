import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JOB_MESSAGES } from '../../../domain/jobs';
import { can } from '../../../domain/permissions';
import { REPORT_FAILED, REPORT_FINISHED, REPORT_TYPES } from '../../../domain/uploads';
import { type ReportRunInput, reportRunSchema } from '../../../domain/validation/reports';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import type { Jobs } from '../../jobs/queue';
import { sendDownload } from '../../storage/download';
import type { FileArea } from '../../storage/files';
import { filtersOf, findReport, finishReport, insertReport } from './queries';
import { REPORTS_QUEUE } from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A report by its path id, if the caller may see it: the user who asked for it, or HQ. Anyone
 * else's report is not found, like every other object out of scope (its id cannot be probed).
 */
const ownReport = async (db: Db, request: FastifyRequest<{ Params: { id: string } }>) => {
  const id = parseId(request.params.id);
  const row = id ? await findReport(db, id) : null;
  const viewer = request.viewer!;
  if (!row || (row.userId !== viewer.id && viewer.role !== 'HQ')) throw notFound();
  return row;
};

/** The stored failure reasons worded for the user (JOB_MESSAGES); others are internal. */
const USER_REASONS = new Set<string>(Object.values(JOB_MESSAGES));

/**
 * The report engine (part 2 §7 "Reports"): run a report as a pg-boss job, poll its status, and
 * download the finished file. Running needs the report's permission; status and download are
 * for the user who asked for the report, or HQ.
 */
export const reportRoutes =
  ({ db, jobs, area }: { db: Db; jobs: Jobs; area: FileArea }) =>
  async (app: FastifyInstance) => {
    const runDoc = documented(
      { config: { access: 'reports.run' } },
      { body: reportRunSchema, summary: 'Start a report (a job)' },
    );
    app.post('/api/reports/run/', runDoc, async (request) => {
      const input = (await validate(reportRunSchema, request.body)) as ReportRunInput;
      if (!can(request.viewer!.role, REPORT_TYPES[input.report].permission)) throw forbidden();
      const id = await insertReport(db, request.viewer!.id, input.report, filtersOf(input));
      try {
        await jobs.send(REPORTS_QUEUE, { id });
      } catch (error) {
        await finishReport(db, id, { status: REPORT_FAILED, errorMessage: 'not queued' });
        throw error;
      }
      return { id };
    });

    app.get<{ Params: { id: string } }>(
      '/api/reports/status/:id/',
      documented({ config: { access: 'authenticated' } }, { summary: "A report's status (its requester's)" }),
      async (request) => {
        const row = await ownReport(db, request);
        // A failure's reason when it is the user's to read (a lost process); others stay in the log.
        const reason =
          row.status === REPORT_FAILED && USER_REASONS.has(row.errorMessage ?? '') ? row.errorMessage : null;
        return { status: row.status, id: row.id, filename: row.filename, reason };
      },
    );

    app.get<{ Params: { id: string; filename: string } }>(
      '/api/reports/get/:id/:filename',
      documented({ config: { access: 'authenticated' } }, { summary: "Download a report's file" }),
      async (request, reply) => {
        const row = await ownReport(db, request);
        const { filename, filePath } = row;
        if (row.status !== REPORT_FINISHED || !filePath || !filename || filename !== request.params.filename)
          throw notFound();
        // A file the cleanup removed meanwhile is gone (404), not a server error.
        return sendDownload(reply, area, filePath, {
          type: XLSX_TYPE,
          disposition: `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        });
      },
    );
  };
