import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { multipartBody } from '../support/zip';
import { diskAreaOf, storedNames } from './fileAreas';
import { withServer } from './harness';

/** The equipment tests' server (with its own DATA_DIR, to see the photo files), tokens and calls. */
export const equipmentHarness = () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'equipment-test-'));
  const h = withServer({ config: () => ({ dataDir }) });
  const tokens = {} as Record<Role | 'OTHER', string>;

  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
  const photos = () => storedNames(diskAreaOf(dataDir, 'equipment-photos'));

  const PEOPLE = 'agency { id title } coordinator { id name } consultant { id name } photo';
  const TABLETS = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String) {
  tablets(first: $first, after: $after, last: $last, before: $before, search: $search) {
    totalCount edges { node { id inventoryNumber serialNumber tabletModel { id name } ${PEOPLE} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
  const STANDS = `query ($search: String) {
  stands(first: 10, search: $search) { totalCount edges { node { id inventoryNumber standModel spot { id title } ${PEOPLE} } } }
}`;
  const tablets = async (token: string, variables: Record<string, unknown> = {}) => {
    const res = await h.gql(token, TABLETS, { first: 10, ...variables });
    return res.errors ? res : res.data.tablets;
  };
  const stands = async (token: string, search?: string) =>
    (await h.gql(token, STANDS, { search })).data.stands;
  const inventory = (page: any) => page.edges.map((e: any) => e.node.inventoryNumber);
  const one = async (table: 'tablets' | 'stands', inventoryNumber: string) =>
    (await h.pool.query(`select * from ${table} where inventory_number = $1`, [inventoryNumber])).rows[0];
  const userId = async (email: string) =>
    (await h.pool.query('select id from users where email = $1', [email])).rows[0].id as number;

  const patch = async (
    kind: 'tablet' | 'stend',
    id: number | string,
    token: string,
    fields: Record<string, string>,
    photo?: { name: string; data: Buffer; type?: string },
  ) => {
    const { payload, contentType } = multipartBody(fields, photo && { field: 'photo', ...photo });
    const res = await h.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${kind}/${id}/`,
      headers: { authorization: `JWT ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await h.login(role);
    const res = await h.rest('POST', '/api/token/', null, {
      email: 'coordinator.astana@demo.kz',
      password: DEMO_PASSWORD,
    });
    tokens.OTHER = res.body.token;
  });

  return { h, tokens, PNG, JPEG, photos, tablets, stands, inventory, one, userId, patch };
};
