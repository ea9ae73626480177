import { beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES } from '../../domain/validation/assignments.messages';
import { SESSION_MESSAGES } from '../../domain/validation/sessions';
import { withServer } from './harness';
import { at } from './sessionsSupport';

// Issue 23 point 5: the calendar and the team pickers offer only the people who can be planned
// (approved, not fired, approval not lapsed, in scope), say why the others are not, and the
// server refuses them with the same reason.
const h = withServer();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const row of (await h.pool.query('select id, email from users')).rows) ids[row.email] = row.id;
  // d.tulegenova's approval ran out yesterday; coordinator.shymkent's too.
  await h.pool.query(
    `update users set verified_until = now() - interval '1 day' where email in ('d.tulegenova@demo.kz', 'coordinator.shymkent@demo.kz')`,
  );
});

const TEAM = `query ($manager: ID!) { users(manager: $manager, isFired: false, first: 100) {
  edges { node { lastName role planBlock } } } }`;

describe('the team of the session dialogs and the calendar (users by manager)', () => {
  it('marks who cannot be planned and why', async () => {
    const res = await h.gql(await h.login('COORDINATOR'), TEAM, { manager: ids['coordinator@demo.kz'] });
    const byName = Object.fromEntries(
      res.data.users.edges.map(({ node }: { node: { lastName: string; planBlock: string | null } }) => [
        node.lastName,
        node.planBlock,
      ]),
    );
    expect(byName).toMatchObject({
      Садыков: null,
      Иванова: null,
      Тулегенова: 'APPROVAL_EXPIRED',
      Оспанова: 'NOT_APPROVED',
    });
    expect(byName).not.toHaveProperty('Ли');
  });
});

describe('POST /api/session/ for someone who cannot be planned', () => {
  const plan = async (email: string) => {
    const city = Number((await h.pool.query("select id from cities where title = 'Алматы'")).rows[0].id);
    const spot = Number(
      (await h.pool.query("select id from spots where title = 'ТРЦ MEGA Alma-Ata'")).rows[0].id,
    );
    const activity = Number(
      (await h.pool.query("select id from activities where title = 'glo hyper: весенняя кампания'")).rows[0]
        .id,
    );
    return h.rest('POST', '/api/session/', await h.login('COORDINATOR'), {
      consultant: ids[email],
      activity,
      spot,
      city,
      plannedStartTime: at(20, 16),
      plannedEndTime: at(20, 20),
      timeZone: 'Asia/Almaty',
    });
  };

  it('refuses a lapsed approval with its own reason', async () => {
    const res = await plan('d.tulegenova@demo.kz');
    expect(res.status).toBe(400);
    expect(res.body.errors.consultant).toEqual([SESSION_MESSAGES.consultantApprovalExpired]);
  });

  it('refuses one not approved and one fired, each with its reason', async () => {
    expect((await plan('k.ospanova@demo.kz')).body.errors.consultant).toEqual([
      SESSION_MESSAGES.consultantNotApproved,
    ]);
    expect((await plan('e.li@demo.kz')).body.errors.consultant).toEqual([SESSION_MESSAGES.consultantFired]);
  });
});

describe('the assignment dialog’s candidates (managerCandidates) and PATCH users/{id} manager', () => {
  it('lists the coordinators who cannot lead a team last, saying why, and refuses to assign them', async () => {
    const hr = await h.login('AGENCY_HR');
    const q = 'query ($id: ID!) { managerCandidates(id: $id) { lastName planBlock } }';
    const res = await h.gql(hr, q, { id: ids['m.ivanova@demo.kz'] });
    expect(res.data.managerCandidates).toEqual([
      { lastName: 'Нурланова', planBlock: null },
      { lastName: 'Абдуллаев', planBlock: 'APPROVAL_EXPIRED' },
      { lastName: 'Нурпеисов', planBlock: 'NOT_APPROVED' },
    ]);
    const patch = await h.rest('PATCH', `/api/users/${ids['m.ivanova@demo.kz']}/`, hr, {
      manager: ids['coordinator.shymkent@demo.kz'],
    });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual({ manager: [ASSIGNMENT_MESSAGES.managerApprovalExpired] });
    const manager = await h.pool.query('select manager_id from users where id = $1', [
      ids['m.ivanova@demo.kz'],
    ]);
    expect(manager.rows[0].manager_id).toBe(ids['coordinator@demo.kz']);
  });
});
