import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';
import { authorize, builder, toId } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { gqlError } from '../../http/errors';
import { activityScope } from '../activities/scope';
import type { Viewer } from '../users/queries';
import { consultantScope } from './scope';

/**
 * What the session lists' filters offer (consultant, activity, spot, city, region; and coordinator,
 * for the photo check; plannableConsultant, the bulk reassign's), each a short
 * list searched by its title: consultants only within the viewer's scope (consultantScope), activities
 * only those the viewer sees (activityScope: the Projects menu's rule), cities
 * and regions within a MANAGER_BU's region; at most CHOICES_LIMIT rows.
 */
export const SESSION_CHOICE_KINDS = [
  'consultant',
  'activity',
  'spot',
  'city',
  'region',
  'coordinator',
  'plannableConsultant',
] as const;
export type SessionChoiceKind = (typeof SESSION_CHOICE_KINDS)[number];
export const CHOICES_LIMIT = 50;

export interface SessionChoice {
  id: number;
  title: string;
}

const regionOnly = (viewer: Viewer, column: SQL) =>
  viewer.role === 'MANAGER_BU' ? sql`${column} = ${viewer.regionId ?? -1}` : sql`true`;

const choiceQuery = (viewer: Viewer, kind: SessionChoiceKind, like: string, ids: number[] | null): SQL => {
  const only = (column: SQL) => (ids ? sql`${column} = any(${`{${ids.join(',')}}`}::int[])` : sql`true`);
  switch (kind) {
    case 'consultant':
      return sql`select u.id, u.last_name || ' ' || u.first_name as title from users u
        where u.role = 'CONSULTANT' and ${consultantScope(viewer)} and ${only(sql`u.id`)}
          and (u.last_name || ' ' || u.first_name || ' ' || coalesce(u.mid_name, '')) ilike ${like}
        order by u.last_name, u.first_name, u.id`;
    case 'plannableConsultant':
      // The bulk reassign's picker (issue 23 point 5): only those who may be planned now, as the
      // server's check says (domain/permissions.ts planBlock: not fired, approved, approval not lapsed).
      return sql`select u.id, u.last_name || ' ' || u.first_name as title from users u
        where u.role = 'CONSULTANT' and ${consultantScope(viewer)} and ${only(sql`u.id`)}
          and not u.is_fired and u.verified_by_agency is true
          and (u.verified_until is null or u.verified_until > now())
          and (u.last_name || ' ' || u.first_name || ' ' || coalesce(u.mid_name, '')) ilike ${like}
        order by u.last_name, u.first_name, u.id`;
    case 'coordinator':
      // Those who manage a consultant in the viewer's scope (the photo check's coordinator filter).
      return sql`select m.id, m.last_name || ' ' || m.first_name as title from users m
        where m.role = 'COORDINATOR' and ${only(sql`m.id`)}
          and (m.last_name || ' ' || m.first_name) ilike ${like}
          and exists (select 1 from users u where u.manager_id = m.id and u.role = 'CONSULTANT'
            and ${consultantScope(viewer)})
        order by m.last_name, m.first_name, m.id`;
    case 'activity':
      return sql`select a.id, a.title from activities a
        where ${activityScope(viewer)} and ${only(sql`a.id`)} and a.title ilike ${like}
        order by a.title, a.id`;
    case 'spot':
      return sql`select p.id, p.title || coalesce(', ' || p.address, '') as title from spots p
        left join cities c on c.id = p.city_id
        where ${only(sql`p.id`)} and ${regionOnly(viewer, sql`c.region_id`)}
          and (p.title ilike ${like} or p.address ilike ${like} or p.customer_number ilike ${like})
        order by p.title, p.id`;
    case 'city':
      return sql`select c.id, c.title from cities c
        where ${only(sql`c.id`)} and ${regionOnly(viewer, sql`c.region_id`)} and c.title ilike ${like}
        order by c.title, c.id`;
    case 'region':
      return sql`select r.id, r.title from regions r
        where ${only(sql`r.id`)} and ${regionOnly(viewer, sql`r.id`)} and r.title ilike ${like}
        order by r.title, r.id`;
  }
};

export const sessionChoices = async (
  db: Db,
  viewer: Viewer,
  kind: SessionChoiceKind,
  search: string,
  ids: number[] | null,
): Promise<SessionChoice[]> => {
  const like = containsPattern(search.trim());
  const { rows } = await db.execute<{ id: number; title: string }>(
    sql`${choiceQuery(viewer, kind, like, ids)} limit ${CHOICES_LIMIT}`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title }));
};

const Choice = builder.objectRef<SessionChoice>('SessionChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

builder.queryFields((t) => ({
  /** The choices of one filter of the session lists (kind: consultant, activity, spot, city, region). */
  sessionChoices: t.connection({
    type: Choice,
    args: {
      kind: t.arg.string({ required: true }),
      search: t.arg.string(),
      id_In: t.arg.idList(),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      if (!(SESSION_CHOICE_KINDS as readonly string[]).includes(args.kind))
        throw gqlError('BAD_USER_INPUT', `kind must be one of: ${SESSION_CHOICE_KINDS.join(', ')}`);
      if ((args.search ?? '').length > 100) throw gqlError('BAD_USER_INPUT', 'search is too long');
      const ids = args.id_In ? args.id_In.map((id) => toId(id) ?? -1) : null;
      const all = await sessionChoices(
        ctx.db,
        viewer,
        args.kind as SessionChoiceKind,
        args.search ?? '',
        ids,
      );
      return resolveConnection(
        args,
        async () => all.length,
        async (p) => all.slice(p.offset, p.offset + p.limit),
      );
    },
  }),
}));
