import { beforeAll } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import type { Harness } from './harness';

/** Reference data is HQ's; every other role is refused its reads and writes. */
export const NOT_HQ: Role[] = ROLES.filter((r) => r !== 'HQ');

/** Logs every demo account in once for the file. */
export const tokensFor = (h: Harness) => {
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await h.login(role);
  });
  return tokens;
};

export const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((e) => e.node);
