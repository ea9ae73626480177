import { sql } from 'drizzle-orm';
import { isReportDate } from '../../../domain/validation/reports';
import { authorize, builder } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { gqlError } from '../../http/errors';

interface ReportActivity {
  id: number;
  title: string;
}

const ReportActivityType = builder.objectRef<ReportActivity>('ReportActivity').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const day = (value: string, name: string) => {
  if (!isReportDate(value)) throw gqlError('BAD_USER_INPUT', `${name}: YYYY-MM-DD`);
  return value;
};

builder.queryFields((t) => ({
  /**
   * The activities a data-matrix report may be narrowed to (part 2 §4 "Report form (data
   * matrix)"): those running on some day of the range (started by its end, not stopped before
   * its start; an open start or stop counts as running), by title.
   */
  reportActivities: t.connection({
    type: ReportActivityType,
    args: { dateStart: t.arg.string({ required: true }), dateEnd: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'reports.run');
      const start = day(args.dateStart, 'dateStart');
      const end = day(args.dateEnd, 'dateEnd');
      const { rows } = await ctx.db.execute(sql`
        select id, title from activities
        where (start_date is null or start_date < (${end}::date + 1))
          and (stop_date is null or stop_date >= ${start}::date)
        order by title, id limit 1000`);
      const all = rows as unknown as ReportActivity[];
      return resolveConnection(
        args,
        async () => all.length,
        async (page) => all.slice(page.offset, page.offset + page.limit),
      );
    },
  }),
}));
