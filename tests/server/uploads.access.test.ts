import { beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import { UPLOAD_TYPES, type UploadType } from '../../domain/uploads';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';
import { csv, uploader } from './uploadsSupport';

const h = withServer();
const up = uploader(h);
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

const FILES: Record<UploadType, Buffer> = {
  SPOTS: csv([
    ['title', 'customer number', 'city'],
    ['Роль', 'ROLE-1', 'Алматы'],
  ]),
  DM_CODES: csv([['number'], ['ROLE-DM-1']]),
  CIGARETTES: csv([
    ['brand', 'format', 'sku'],
    ['A', 'B', 'ROLE-C-1'],
  ]),
  EQUIPMENT_TABLETS: csv([['inventory number'], ['ROLE-T-1']]),
  EQUIPMENT_STANDS: csv([['inventory number'], ['ROLE-S-1']]),
};

const HISTORY = `query ($type: String!, $last: Int, $before: String, $first: Int) {
  uploads(uploadType: $type, last: $last, before: $before, first: $first) {
    edges { cursor node { id title status user { name } totalRows errorRows errors(first: 5) { rowNumber columnName errorMessage } } }
    pageInfo { hasPreviousPage hasNextPage startCursor }
  }
}`;

describe('who may upload what', () => {
  for (const type of Object.keys(UPLOAD_TYPES) as UploadType[])
    for (const role of ROLES)
      it(`${role} ${can(role, UPLOAD_TYPES[type].permission) ? 'may' : 'may not'} upload ${type}`, async () => {
        const res = await up.post(tokens[role], type, FILES[type]);
        if (can(role, UPLOAD_TYPES[type].permission)) {
          expect(res.status).toBe(200);
          expect(res.body.errorRows).toBe(0);
        } else {
          expect(res.status).toBe(403);
          const history = await h.gql(tokens[role], HISTORY, { type, first: 7 });
          expect(history.errors[0].extensions.code).toBe('FORBIDDEN');
        }
      });

  it('an upload is its user’s (and HQ’s): another coordinator gets 404', async () => {
    const mine = await up.post(tokens.COORDINATOR, 'EQUIPMENT_TABLETS', FILES.EQUIPMENT_TABLETS);
    expect((await h.rest('GET', `/api/upload/${mine.body.id}/`, tokens.HQ)).status).toBe(200);
    const other = await h.rest('POST', '/api/token/', null, {
      email: 'coordinator.astana@demo.kz',
      password: DEMO_PASSWORD,
    });
    expect(other.status).toBe(200);
    expect((await h.rest('GET', `/api/upload/${mine.body.id}/`, other.body.token)).status).toBe(404);
    expect((await h.rest('POST', `/api/upload/${mine.body.id}/confirm/`, other.body.token)).status).toBe(404);
    const theirs = (await h.gql(other.body.token, HISTORY, { type: 'EQUIPMENT_TABLETS', first: 50 })).data
      .uploads;
    expect(theirs.edges).toEqual([]);
    expect((await h.rest('GET', `/api/upload/${mine.body.id}/errors/`, tokens.CONSULTANT)).status).toBe(404);
  });
});

describe('a coordinator’s upload scope', () => {
  it('their spots and equipment are their own; naming another coordinator or touching another’s row is an error', async () => {
    await h.pool.query(
      `insert into tablets (inventory_number, coordinator_id) values ('OTHER-T-1', (select id from users where email = 'coordinator.astana@demo.kz'))`,
    );
    const tablets = await up.post(
      tokens.COORDINATOR,
      'EQUIPMENT_TABLETS',
      csv([
        ['Инвентарный номер', 'Супервайзер', 'Консультант'],
        ['OWN-T-1', '', 'consultant@demo.kz'],
        ['OWN-T-2', 'coordinator.astana@demo.kz', ''],
        ['OTHER-T-1', '', ''],
        ['OWN-T-3', '', 'a.kuznetsov@demo.kz'],
      ]),
    );
    expect(tablets.body.errors).toEqual([
      { rowNumber: 2, column: 'Супервайзер', message: 'Супервайзер может указать только себя' },
      { rowNumber: 3, column: 'Инвентарный номер', message: 'Запись принадлежит другому супервайзеру' },
      { rowNumber: 4, column: 'Консультант', message: 'Консультант не в команде этого супервайзера' },
    ]);
    await up.confirm(tokens.COORDINATOR, tablets.body.id);
    expect(await up.waitFor(tokens.COORDINATOR, tablets.body.id)).toMatchObject({
      status: 'DONE',
      insertedRows: 1,
    });
    const { rows } = await h.pool.query(
      `select t.inventory_number, u.email from tablets t join users u on u.id = t.coordinator_id
       where inventory_number in ('OWN-T-1', 'OTHER-T-1') order by 1`,
    );
    expect(rows).toEqual([
      { inventory_number: 'OTHER-T-1', email: 'coordinator.astana@demo.kz' },
      { inventory_number: 'OWN-T-1', email: 'coordinator@demo.kz' },
    ]);

    const spots = await up.post(
      tokens.COORDINATOR,
      'SPOTS',
      csv([
        ['title', 'customer number', 'city'],
        ['Моя', 'COORD-1', 'Алматы'],
      ]),
    );
    await up.confirm(tokens.COORDINATOR, spots.body.id);
    await up.waitFor(tokens.COORDINATOR, spots.body.id);
    expect(
      await h.count(
        `select count(*) from spots s join users u on u.id = s.coordinator_id where customer_number = 'COORD-1' and u.email = 'coordinator@demo.kz'`,
      ),
    ).toBe(1);
    const hqTakes = await up.post(
      tokens.HQ,
      'SPOTS',
      csv([
        ['title', 'customer number', 'city'],
        ['HQ', 'HQ-ONLY-1', 'Алматы'],
      ]),
    );
    await up.confirm(tokens.HQ, hqTakes.body.id);
    await up.waitFor(tokens.HQ, hqTakes.body.id);
    const steal = await up.post(
      tokens.COORDINATOR,
      'SPOTS',
      csv([
        ['title', 'customer number', 'city'],
        ['Чужая', 'HQ-ONLY-1', 'Алматы'],
      ]),
    );
    expect(steal.body.errors).toEqual([
      { rowNumber: 1, column: 'customer number', message: 'Запись принадлежит другому супервайзеру' },
    ]);
  });
});

describe('the upload history (GraphQL uploads)', () => {
  it('HQ sees every upload of the type, newest modified first, paged backward; a coordinator only their own', async () => {
    for (let i = 0; i < 9; i++)
      await up.post(
        tokens.HQ,
        'CIGARETTES',
        csv([
          ['brand', 'format', 'sku'],
          ['A', '', `H-${i}`],
        ]),
        { title: `История ${i}` },
      );
    const last = (await h.gql(tokens.HQ, HISTORY, { type: 'CIGARETTES', last: 7 })).data.uploads;
    expect(last.edges).toHaveLength(7);
    expect(last.pageInfo.hasPreviousPage).toBe(true);
    const earlier = (
      await h.gql(tokens.HQ, HISTORY, { type: 'CIGARETTES', last: 7, before: last.pageInfo.startCursor })
    ).data.uploads;
    const titles = [...earlier.edges, ...last.edges].map((e: any) => e.node.title);
    expect(titles).toContain('История 0');
    expect(new Set(titles).size).toBe(titles.length);
    const first = (await h.gql(tokens.HQ, HISTORY, { type: 'CIGARETTES', first: 1 })).data.uploads.edges[0]
      .node;
    expect(first).toMatchObject({ title: 'История 8', status: 'PREVIEW', errorRows: 1 });
    expect(first.errors).toEqual([{ rowNumber: 1, columnName: 'format', errorMessage: 'Обязательное поле' }]);
    const coordinator = (await h.gql(tokens.COORDINATOR, HISTORY, { type: 'EQUIPMENT_TABLETS', first: 50 }))
      .data.uploads;
    const hqTablets = (await h.gql(tokens.HQ, HISTORY, { type: 'EQUIPMENT_TABLETS', first: 50 })).data
      .uploads;
    expect(hqTablets.edges.length).toBeGreaterThan(coordinator.edges.length);
    expect(coordinator.edges.every((e: any) => e.node.user.name.length > 0)).toBe(true);
  });
});
