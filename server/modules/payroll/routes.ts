import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { type CalculationType, calculationFileName } from '../../../domain/payroll';
import {
  type AttendanceParams,
  type BonusParams,
  CALCULATION_SCHEMAS,
  type CalculationInput,
  calculationSchemaOf,
  PAYROLL_MESSAGES,
  type SalaryParams,
} from '../../../domain/validation/payroll';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import type { Jobs } from '../../jobs/queue';
import { sendDownload } from '../../storage/download';
import type { FileArea } from '../../storage/files';
import { failCalculation, findCalculation, insertCalculation } from './queries';
import { CALCULATIONS_QUEUE } from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ids of `table` among `ids` that do not exist (the table's name is ours, never the user's). */
const missingIds = async (db: Db, table: string, ids: number[], live = '') => {
  if (!ids.length) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where id = any(${`{${ids.join(',')}}`}::int[]) ${sql.raw(live)}`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
};

type Departments = { id: number; title: string; type: string }[];
const departmentsOf = async (db: Db, ids: number[]): Promise<Departments> => {
  if (!ids.length) return [];
  const { rows } = await db.execute<{ id: number; title: string; type: string }>(
    sql`select id, title, type from departments where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, type: r.type }));
};

/**
 * What the schema cannot know: every id names a record. Answers the task's departments, or throws
 * 400 with the fields that name none.
 */
const checkReferences = async (db: Db, input: CalculationInput): Promise<Departments> => {
  const errors: Record<string, string[]> = {};
  const p = input.params;
  const refuse = (field: string, message = PAYROLL_MESSAGES.unknownReference) => {
    errors[field] = [message];
  };
  let departments: Departments = [];
  if (p.type === 'bonus') {
    const lists = [
      ['activities', 'activities'],
      ['focusProducts', 'focus_products'],
      ['devices', 'devices'],
      ['models', 'device_models'],
    ] as const;
    for (const [i, row] of (p as BonusParams).bonuses.entries())
      for (const [field, table] of lists)
        if ((await missingIds(db, table, row[field])).length) refuse(`params.bonuses[${i}].${field}`);
  } else if (p.type === 'salary') {
    const s = p as SalaryParams;
    const { rows } = await db.execute<{ department_id: number | null }>(
      sql`select department_id from activities where id = ${s.activity}`,
    );
    if (!rows.length) refuse('params.activity', PAYROLL_MESSAGES.unknownActivity);
    const department =
      s.department ?? (rows[0]?.department_id == null ? null : Number(rows[0].department_id));
    if (department !== null) {
      departments = await departmentsOf(db, [department]);
      if (s.department !== null && !departments.length)
        refuse('params.department', PAYROLL_MESSAGES.unknownDepartment);
    }
  } else {
    const a = p as AttendanceParams;
    if ((await missingIds(db, 'users', a.users)).length) refuse('params.users');
    departments = await departmentsOf(db, a.departments);
    if (departments.length !== new Set(a.departments).size)
      refuse('params.departments', PAYROLL_MESSAGES.unknownDepartment);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return departments;
};

/**
 * Payroll calculations (part 2 §7 "POST /calculationtask"): HQ starts one (queued as a pg-boss
 * job) and downloads its file; nobody else may (the permission table: payroll.*). The list and a
 * task's state are GraphQL reads (schema.ts).
 */
export const payrollRoutes =
  ({ db, jobs, area }: { db: Db; jobs: Jobs; area: FileArea }) =>
  async (app: FastifyInstance) => {
    const calculationtaskDoc = documented(
      { config: { access: 'payroll.run' } },
      {
        body: Object.values(CALCULATION_SCHEMAS),
        summary: 'Start a payroll calculation (bonus, salary or attendance, by params.type)',
      },
    );
    app.post('/api/calculationtask/', calculationtaskDoc, async (request, reply) => {
      const schema = calculationSchemaOf(request.body);
      if (!schema) {
        const body = request.body as { params?: unknown } | null;
        const field = body && typeof body === 'object' && body.params ? 'params.type' : 'params';
        throw badRequest({
          [field]: [field === 'params' ? MESSAGES.required : PAYROLL_MESSAGES.unknownType],
        });
      }
      const input = (await validate(schema, request.body)) as unknown as CalculationInput;
      const departments = await checkReferences(db, input);
      const id = await insertCalculation(db, {
        userId: request.viewer!.id,
        type: input.params.type as CalculationType,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        params: input.params,
        departments,
      });
      try {
        await jobs.send(CALCULATIONS_QUEUE, { id });
      } catch (error) {
        await failCalculation(db, id, PAYROLL_MESSAGES.failed);
        throw error;
      }
      reply.status(201);
      return { id, status: 'queued' };
    });

    /** The file (part 2 §2 "Скачать"): the file base address plus its sanitised name and a slash. */
    app.get<{ Params: { id: string; filename: string } }>(
      '/api/calculationtask/:id/file/:filename',
      documented({ config: { access: 'payroll.read' } }, { summary: "A calculation's file" }),
      async (request, reply) => {
        const id = parseId(request.params.id);
        const row = id ? await findCalculation(db, id) : null;
        if (row?.status !== 'finished' || !row.file || !row.filename) throw notFound();
        // The stored download name is already sanitised: the address carries it as it is.
        if (request.params.filename !== row.filename) throw notFound();
        const name = calculationFileName(row.type as CalculationType, row.dateFrom, row.dateTo, row.id);
        return sendDownload(reply, area, row.file, {
          type: XLSX_TYPE,
          disposition: `attachment; filename="${name}"`,
        });
      },
    );
  };
