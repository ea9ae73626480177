import { sql } from 'drizzle-orm';
import type { ActionInput } from '../../../domain/validation/actions';
import { ACTION_LISTS } from '../../../domain/validation/actions';
import { ACTIVITY_MESSAGES, type ActivityInput } from '../../../domain/validation/activities';
import type { FieldErrors } from '../../../domain/validation/common';
import { badRequest } from '../../http/errors';
import type { Tx } from './store';

/** The reference tables an activity or an action points to, each with what makes a row live. */
const TABLES = {
  formats: 'formats',
  programs: 'programs',
  scratchCards: 'scratch_cards',
  media: 'media',
  interviewKits: 'interview_kits',
  disclaimers: 'disclaimers',
  devices: 'devices',
  sticks: 'sticks',
  compliments: 'compliment_kinds',
  actions: 'actions',
  departments: 'departments',
} as const;
type Table = keyof typeof TABLES;
/** Tables without a deleted flag: every row is live. */
const ALWAYS_LIVE = new Set<Table>(['actions', 'departments']);

/** Each reference of a form with the field path it came from. */
class References {
  readonly items: { table: Table; id: number; path: string }[] = [];
  add(table: Table, id: number | null | undefined, path: string) {
    if (id != null) this.items.push({ table, id, path });
  }
  addAll(table: Table, ids: readonly number[] | undefined, path: string) {
    ids?.forEach((id, i) => {
      this.add(table, id, `${path}[${i}]`);
    });
  }
}

/**
 * Refuses (400, at each field) a reference to a row that does not exist or was deleted: the
 * editor offers only live rows, and a row deleted meanwhile must not come back through a save.
 */
const checkReferences = async (tx: Tx, refs: References) => {
  const byTable = new Map<Table, Set<number>>();
  for (const { table, id } of refs.items) byTable.set(table, (byTable.get(table) ?? new Set()).add(id));
  const live = new Map<Table, Set<number>>();
  for (const [table, ids] of byTable) {
    const name = sql.raw(TABLES[table]);
    const alive = ALWAYS_LIVE.has(table) ? sql`true` : sql`not is_deleted`;
    const { rows } = await tx.execute(
      sql`select id from ${name} where id in (${sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      )}) and ${alive}`,
    );
    live.set(table, new Set(rows.map((r) => Number((r as { id: number }).id))));
  }
  const errors: FieldErrors = {};
  for (const { table, id, path } of refs.items)
    if (!live.get(table)?.has(id)) errors[path] = [ACTIVITY_MESSAGES.referenceGone];
  if (Object.keys(errors).length) throw badRequest(errors);
};

export const checkActivityReferences = async (tx: Tx, input: ActivityInput) => {
  const refs = new References();
  refs.add('media', input.mainMedia, 'mainMedia');
  refs.add('departments', input.department, 'department');
  refs.add('interviewKits', input.interviewKit, 'interviewKit');
  refs.addAll('formats', input.formats, 'formats');
  refs.addAll('actions', input.actions, 'actions');
  input.focusProducts.forEach((p, i) => {
    const at = `focusProducts[${i}]`;
    refs.add('formats', p.format, `${at}.format`);
    refs.add('programs', p.program, `${at}.program`);
    refs.add('scratchCards', p.scratchCard, `${at}.scratchCard`);
    p.conditions.forEach((c, j) => {
      refs.addAll('formats', c.formats, `${at}.conditions[${j}].formats`);
    });
    p.mechanics.forEach((m, j) => {
      m.screens.forEach((s, k) => {
        const screen = `${at}.mechanics[${j}].screens[${k}]`;
        refs.add('media', s.media, `${screen}.media`);
        s.mediaMulti.forEach((mm, l) => {
          refs.add('media', mm.media, `${screen}.mediaMulti[${l}].media`);
          refs.addAll('formats', mm.formats, `${screen}.mediaMulti[${l}].formats`);
        });
        refs.add('disclaimers', s.disclaimer, `${screen}.disclaimer`);
        refs.add('disclaimers', s.message, `${screen}.message`);
        refs.add('interviewKits', s.interviewKit, `${screen}.interviewKit`);
        refs.addAll('devices', s.devices, `${screen}.devices`);
        refs.addAll('sticks', s.sticks, `${screen}.sticks`);
        refs.addAll('compliments', s.compliments, `${screen}.compliments`);
        refs.addAll('formats', s.cigarettes, `${screen}.cigarettes`);
      });
    });
  });
  await checkReferences(tx, refs);
};

export const checkActionReferences = async (tx: Tx, input: ActionInput) => {
  const refs = new References();
  for (const [list, table] of Object.entries(ACTION_LISTS) as [keyof typeof ACTION_LISTS, Table][])
    input[list].items.forEach((item, i) => {
      refs.add(table, item.id, `${list}.items[${i}].id`);
    });
  await checkReferences(tx, refs);
};
