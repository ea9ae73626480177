import { sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { authorize, builder, toId } from '../../graphql/builder';
import { gqlError } from '../../http/errors';

/**
 * The editor's choices (issue 13: "only live rows"): for each kind of reference an activity or an
 * action points to, its table, its label and what makes a row live. Asked by title text (the
 * first 50) or by ids (the titles of what a form already holds, live or not).
 */
const KINDS: Record<string, { table: string; label: string; live: string }> = {
  formats: { table: 'formats', label: "title || ' · ' || sku", live: 'not is_deleted' },
  programs: { table: 'programs', label: 'title', live: 'not is_deleted' },
  scratchCards: { table: 'scratch_cards', label: 'title', live: 'not is_deleted' },
  media: { table: 'media', label: 'title', live: 'not is_deleted' },
  interviewKits: { table: 'interview_kits', label: 'title', live: 'not is_deleted' },
  disclaimers: { table: 'disclaimers', label: 'title', live: 'not is_deleted' },
  devices: { table: 'devices', label: 'title', live: 'not is_deleted' },
  sticks: { table: 'sticks', label: 'title', live: 'not is_deleted' },
  compliments: { table: 'compliment_kinds', label: 'title', live: 'not is_deleted' },
  actions: { table: 'actions', label: 'title', live: 'true' },
  departments: { table: 'departments', label: 'title', live: 'true' },
};

const Choice = builder.objectRef<{ id: number; title: string }>('ActivityChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

builder.queryFields((t) => ({
  activityChoices: t.field({
    type: [Choice],
    description: `Live rows of one kind (${Object.keys(KINDS).join(', ')}) by title, or the rows of given ids.`,
    args: { kind: t.arg.string({ required: true }), search: t.arg.string(), ids: t.arg.idList() },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'activities.write');
      const kind = KINDS[args.kind];
      if (!kind) throw gqlError('BAD_USER_INPUT', `kind: one of ${Object.keys(KINDS).join(', ')}`);
      const table = sql.raw(kind.table);
      const label = sql.raw(kind.label);
      if (args.ids) {
        const ids = args.ids
          .map(toId)
          .filter((id): id is number => id !== null)
          .slice(0, 500);
        if (!ids.length) return [];
        const { rows } = await ctx.db.execute(
          sql`select id, ${label} as title from ${table} where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        return rows as { id: number; title: string }[];
      }
      const search = (args.search ?? '').trim().slice(0, 100);
      const like = containsPattern(search);
      const { rows } = await ctx.db.execute(
        sql`select id, ${label} as title from ${table} where ${sql.raw(kind.live)}
          and (${search === ''} or ${label} ilike ${like}) order by title collate "ru-x-icu", id limit 50`,
      );
      return rows as { id: number; title: string }[];
    },
  }),
}));
