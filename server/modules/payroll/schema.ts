import { and, eq, sql } from 'drizzle-orm';
import { calculationDownloadUrl, calculationFileBase } from '../../../domain/payroll';
import { isReportDate } from '../../../domain/validation/reports';
import { containsPattern, holdsPattern } from '../../db/like';
import { calculationTasks, users } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { countRows } from '../../graphql/count';
import { keysetConnection } from '../../graphql/keyset';
import { gqlError } from '../../http/errors';
import type { CalculationSummary } from './calculate';

type TaskNode = typeof calculationTasks.$inferSelect & { firstName: string; lastName: string };

const CalculationUser = builder
  .objectRef<{ id: number; firstName: string; lastName: string }>('CalculationUser')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
    }),
  });

const CalculationDepartment = builder
  .objectRef<{ id: number; title: string; type: string }>('CalculationDepartment')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), type: t.exposeString('type') }),
  });

const CalculationFigure = builder
  .objectRef<{ key: string; value: number | string }>('CalculationFigure')
  .implement({
    fields: (t) => ({ key: t.exposeString('key'), value: t.string({ resolve: (f) => String(f.value) }) }),
  });

const CalculationGroup = builder
  .objectRef<NonNullable<CalculationSummary['groups']>[number]>('CalculationGroup')
  .implement({
    fields: (t) => ({
      group: t.exposeString('group'),
      title: t.exposeString('title'),
      people: t.exposeInt('people'),
      registrations: t.exposeInt('registrations'),
      paid: t.exposeInt('paid'),
      sum: t.exposeFloat('sum'),
    }),
  });

export const CalculationSummaryRef = builder.objectRef<CalculationSummary>('CalculationSummary').implement({
  fields: (t) => ({
    title: t.exposeString('title', { nullable: true }),
    people: t.exposeInt('people'),
    figures: t.field({ type: [CalculationFigure], resolve: (s) => s.figures }),
    groups: t.field({ type: [CalculationGroup], resolve: (s) => s.groups ?? [] }),
  }),
});

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export const CalculationTask = builder.objectRef<TaskNode>('CalculationTask').implement({
  description: 'A payroll calculation (part 2 §3 "Calculation task"; docs/payroll.md).',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'salary, bonus or attendance.' }),
    status: t.exposeString('status', { description: 'queued, running, retrying, finished or failed.' }),
    progress: t.exposeInt('progress', { description: 'While running: 0-100.' }),
    dateFrom: t.exposeString('dateFrom'),
    dateTo: t.exposeString('dateTo'),
    createdAt: t.int({ resolve: (r) => seconds(r.createdAt) as number }),
    startTime: t.int({ nullable: true, resolve: (r) => seconds(r.startTime) }),
    endTime: t.int({ nullable: true, resolve: (r) => seconds(r.endTime) }),
    params: t.string({
      description: 'The form’s payload, as JSON text.',
      resolve: (r) => JSON.stringify(r.params),
    }),
    filename: t.exposeString('filename', { nullable: true }),
    file: t.string({
      nullable: true,
      description: 'The file base address (HQ only); the download address adds the sanitised name.',
      resolve: (r) => (r.status === 'finished' && r.filename ? calculationFileBase(r.id) : null),
    }),
    downloadUrl: t.string({
      nullable: true,
      resolve: (r) =>
        r.status === 'finished' && r.filename
          ? calculationDownloadUrl(calculationFileBase(r.id), r.filename)
          : null,
    }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    rowCount: t.exposeInt('rowCount', { nullable: true }),
    departments: t.field({
      type: [CalculationDepartment],
      resolve: (r) => (r.departments as { id: number; title: string; type: string }[]) ?? [],
    }),
    user: t.field({
      type: CalculationUser,
      resolve: (r) => ({ id: r.userId, firstName: r.firstName, lastName: r.lastName }),
    }),
    summary: t.field({
      type: CalculationSummaryRef,
      nullable: true,
      resolve: (r) => (r.summary as CalculationSummary | null) ?? null,
    }),
  }),
});

const taskColumns = {
  id: calculationTasks.id,
  type: calculationTasks.type,
  status: calculationTasks.status,
  userId: calculationTasks.userId,
  dateFrom: calculationTasks.dateFrom,
  dateTo: calculationTasks.dateTo,
  params: calculationTasks.params,
  departments: calculationTasks.departments,
  progress: calculationTasks.progress,
  filename: calculationTasks.filename,
  file: calculationTasks.file,
  rowCount: calculationTasks.rowCount,
  summary: calculationTasks.summary,
  errorMessage: calculationTasks.errorMessage,
  createdAt: calculationTasks.createdAt,
  startTime: calculationTasks.startTime,
  endTime: calculationTasks.endTime,
  firstName: users.firstName,
  lastName: users.lastName,
};

const PayrollFocusProduct = builder
  .objectRef<{ id: number; title: string; activityId: number; activityTitle: string }>('PayrollFocusProduct')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      activity: t.field({
        type: builder
          .objectRef<{ id: number; title: string }>('PayrollFocusProductActivity')
          .implement({ fields: (f) => ({ id: f.exposeID('id'), title: f.exposeString('title') }) }),
        resolve: (p) => ({ id: p.activityId, title: p.activityTitle }),
      }),
    }),
  });

const PayrollChoice = builder
  .objectRef<{ id: number; title: string; parentId: number | null }>('PayrollChoice')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      parentId: t.id({ nullable: true, resolve: (c) => c.parentId }),
    }),
  });

const PayrollChoices = builder
  .objectRef<{ from: string | null; to: string | null }>('PayrollChoices')
  .implement({
    description: 'What the payroll forms offer: activities, focus products, models, colours, departments.',
    fields: (t) => ({
      activities: t.field({
        type: [PayrollChoice],
        description:
          'Activities (within the period when given: started by its end, not stopped before its start).',
        resolve: async (c, _a, ctx) =>
          (
            await ctx.db.execute<{ id: number; title: string; parentId: number | null }>(sql`
              select id, title, department_id as "parentId" from activities
              where ${c.from && c.to ? sql`(start_date is null or start_date < (${c.to}::date + 1)) and (stop_date is null or stop_date >= ${c.from}::date)` : sql`true`}
              order by title, id limit 1000`)
          ).rows,
      }),
      focusProducts: t.field({
        type: [PayrollFocusProduct],
        resolve: async (c, _a, ctx) =>
          (
            await ctx.db.execute<{
              id: number;
              title: string;
              activityId: number;
              activityTitle: string;
            }>(sql`
              select fp.id, fp.title, a.id as "activityId", a.title as "activityTitle"
              from focus_products fp join activities a on a.id = fp.activity_id
              where ${c.from && c.to ? sql`(a.start_date is null or a.start_date < (${c.to}::date + 1)) and (a.stop_date is null or a.stop_date >= ${c.from}::date)` : sql`true`}
              order by a.title, fp.position, fp.id limit 2000`)
          ).rows,
      }),
      models: t.field({
        type: [PayrollChoice],
        resolve: async (_c, _a, ctx) =>
          (
            await ctx.db.execute<{ id: number; title: string; parentId: null }>(sql`
              select id, model as title, null as "parentId" from device_models where not is_deleted order by model, id limit 2000`)
          ).rows,
      }),
      devices: t.field({
        type: [PayrollChoice],
        description: 'Device colours, each with its model as parentId.',
        resolve: async (_c, _a, ctx) =>
          (
            await ctx.db.execute<{ id: number; title: string; parentId: number }>(sql`
              select d.id, m.model || ' — ' || d.title as title, d.model_id as "parentId"
              from devices d join device_models m on m.id = d.model_id
              where not d.is_deleted order by m.model, d.title, d.id limit 5000`)
          ).rows,
      }),
      departments: t.field({
        type: [PayrollChoice],
        resolve: async (_c, _a, ctx) =>
          (
            await ctx.db.execute<{ id: number; title: string; parentId: null }>(
              sql`select id, title, null as "parentId" from departments order by title, id limit 1000`,
            )
          ).rows,
      }),
      people: t.field({
        type: [PayrollChoice],
        args: { search: t.arg.string() },
        description: 'Consultants by name or e-mail (the attendance dialog), at most 20.',
        resolve: async (_c, args, ctx) => {
          const words = (args.search ?? '').trim().slice(0, 100);
          if (!words) return [];
          return (
            await ctx.db.execute<{ id: number; title: string; parentId: null }>(sql`
              select id, trim(last_name || ' ' || first_name) as title, null as "parentId" from users
              where role = 'CONSULTANT' and ${holdsPattern(sql`search_text`, containsPattern(words))}
              order by last_name, first_name, id limit 20`)
          ).rows;
        },
      }),
    }),
  });

builder.queryFields((t) => ({
  calculationTasks: t.connection({
    type: CalculationTask,
    description: 'Every calculation task, newest first (HQ; keyset paging).',
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'payroll.read');
      return keysetConnection<TaskNode>(args, {
        sort: { name: '-id', descending: true, key: null },
        id: calculationTasks.id,
        idOf: (r) => r.id,
        fetch: ({ where, orderBy, limit }) =>
          ctx.db
            .select(taskColumns)
            .from(calculationTasks)
            .innerJoin(users, eq(users.id, calculationTasks.userId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit) as Promise<TaskNode[]>,
        count: (cap) => countRows(ctx.db, ctx.db.select({ one: sql`1` }).from(calculationTasks).limit(cap)),
      });
    },
  }),
  calculationTask: t.field({
    type: CalculationTask,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'payroll.read');
      const id = toId(args.id);
      if (id === null) return null;
      const [row] = await ctx.db
        .select(taskColumns)
        .from(calculationTasks)
        .innerJoin(users, eq(users.id, calculationTasks.userId))
        .where(and(eq(calculationTasks.id, id)));
      return (row as TaskNode) ?? null;
    },
  }),
  payrollChoices: t.field({
    type: PayrollChoices,
    args: { dateFrom: t.arg.string(), dateTo: t.arg.string() },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'payroll.run');
      const from = args.dateFrom ?? null;
      const to = args.dateTo ?? null;
      if ((from !== null && !isReportDate(from)) || (to !== null && !isReportDate(to)))
        throw gqlError('BAD_USER_INPUT', 'Укажите дату в формате ГГГГ-ММ-ДД');
      return { from, to };
    },
  }),
}));
