import type { FastifyInstance } from 'fastify';
import { knownTimeZone } from '../../../domain/csv';
import { approveSchema, prolongSchema } from '../../../domain/validation/employees';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import { approveEmployee, fireEmployee, prolongEmployees } from './service';

/** The approver's time zone (the browser sends its own): where a term's months are counted. */
const zoneOf = (body: unknown) => knownTimeZone((body as { timeZone?: unknown } | null)?.timeZone);

const VERIFY = { config: { access: 'employees.verify' as const } };

const pathId = (raw: string) => {
  const id = parseId(raw);
  if (!id) throw notFound();
  return id;
};

/** Employee verification (part 1 §4, §7): approve, remove verification (fire), prolong. */
export const employeeRoutes = (db: Db) => async (app: FastifyInstance) => {
  const verifyDoc = documented(VERIFY, {
    body: approveSchema,
    summary: 'Approve an employee (for a period)',
  });
  app.post<{ Params: { id: string } }>('/api/users/:id/verify/', verifyDoc, async (request) => {
    const id = pathId(request.params.id);
    const input = await validate(approveSchema, request.body ?? {});
    return approveEmployee(db, request.viewer!, id, input, zoneOf(request.body));
  });

  const deleteVerifyDoc = documented(VERIFY, { summary: "Withdraw an employee's approval" });
  app.delete<{ Params: { id: string } }>('/api/users/:id/verify/', deleteVerifyDoc, async (request) =>
    fireEmployee(db, request.viewer!, pathId(request.params.id), null),
  );

  const prolongateDoc = documented(VERIFY, {
    body: prolongSchema,
    summary: 'Prolong the approval of several employees',
  });
  app.post('/api/users/prolongate/', prolongateDoc, async (request) => {
    const input = await validate(prolongSchema, request.body);
    return { users: await prolongEmployees(db, request.viewer!, input, zoneOf(request.body)) };
  });
};
