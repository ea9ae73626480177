import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import { can, type Permission } from '../../domain/permissions';
import type { Db } from '../db';
import { gqlError } from '../http/errors';
import { parseId } from '../http/validate';
import type { BrowserSettings } from '../modules/settings/routes';
import type { Viewer } from '../modules/users/queries';
import { type ListCount, resolveCount } from './count';

export interface GraphQLContext {
  db: Db;
  viewer: Viewer | null;
  /** What the browser reads of the server's settings (server/modules/settings). */
  settings?: BrowserSettings;
  /**
   * Set while an export reads a list whole (server/modules/exports): a list may read its large
   * pages its bulk way (the sessions' titles joined, server/modules/sessions/list.ts).
   */
  bulk?: boolean;
}

/** One builder for the whole schema; each module adds its types and queries in its schema.ts. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Connection: { totalCount: number | ListCount };
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [RelayPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});

builder.queryType({});
const CountKindEnum = builder.enumType('CountKind', {
  values: ['EXACT', 'AT_LEAST'] as const,
  description: 'EXACT: totalCount is every matching row; AT_LEAST: there are more, totalCount is the cap.',
});
builder.globalConnectionFields((t) => ({
  totalCount: t.int({
    nullable: true,
    description:
      'Counted only when selected, up to a cap (see totalCountKind); null where a list does not count.',
    resolve: async (parent) => (await resolveCount(parent.totalCount))?.n ?? null,
  }),
  totalCountKind: t.field({
    type: CountKindEnum,
    nullable: true,
    resolve: async (parent) => (await resolveCount(parent.totalCount))?.kind ?? null,
  }),
}));

/** The caller, refused unless logged in and allowed by domain/permissions.ts. */
export const authorize = (ctx: GraphQLContext, permission: Permission): Viewer => {
  if (!ctx.viewer) throw gqlError('UNAUTHENTICATED');
  // The shell still loads one's profile while a new password is due (part 1 §3 passwordExpired).
  if (ctx.viewer.passwordExpired && permission !== 'profile.read') throw gqlError('PASSWORD_EXPIRED');
  if (ctx.viewer.inactive) throw gqlError('PROFILE_INACTIVE');
  if (!can(ctx.viewer.role, permission)) throw gqlError('FORBIDDEN');
  return ctx.viewer;
};

/** A record id argument, parsed as path ids are (http/validate.ts): anything else matches nothing. */
export const toId = (raw: string | number): number | null => parseId(raw);

/** One live record by its id argument (edit dialogs): unknown ids and soft-deleted rows answer null. */
export const findLive = async <T extends { isDeleted: boolean }>(
  db: Db,
  raw: string | number,
  find: (db: Db, id: number) => Promise<T | null | undefined>,
): Promise<T | null> => {
  const id = toId(raw);
  const record = id ? await find(db, id) : null;
  return record && !record.isDeleted ? record : null;
};
