import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { SESSION_MESSAGES } from '../../domain/validation/sessions';
import { withServer } from './harness';
import { at } from './sessionsSupport';

// Which activities each role sees and may plan (issue 23 point 2, server/modules/activities/scope.ts):
// a project HQ has just launched is offered to every planning role at once; CONSTRUCTION and ended
// ones are not, and the server refuses a session on them.
const h = withServer();

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);
let hq = '';

/** A copy of the spring campaign (complete, running today), with no sessions yet, in CONSTRUCTION. */
const copy = async (title: string) => {
  const res = await h.rest('POST', '/api/activities/copy/', hq, { title, activity: ids.spring });
  expect(res.status).toBe(201);
  return Number(res.body.id);
};
const launch = async (id: number) =>
  expect((await h.rest('POST', `/api/activities/${id}/status/`, hq, { status: 'ACTIVE' })).status).toBe(200);

beforeAll(async () => {
  hq = await h.login('HQ');
  ids.maria = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.almaty = await one("select id from cities where title = 'Алматы'");
  ids.mega = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.spring = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  ids.launched = await copy('Новый запуск');
  await launch(ids.launched);
  ids.construction = await copy('Ещё в разработке');
  ids.ended = await copy('Уже закончился');
  await launch(ids.ended);
  await h.pool.query(
    `update activities set start_date = now() - interval '30 days', stop_date = now() - interval '3 days' where id = ${ids.ended}`,
  );
  // Departments are not yet linked to agencies, regions or people: a department's project concerns everyone.
  const dept = await one("insert into departments (type, title) values ('TRADE', 'Тест-отдел') returning id");
  ids.department = await copy('Проект отдела');
  await h.pool.query(`update activities set department_id = ${dept} where id = ${ids.department}`);
  await launch(ids.department);
});

type Edges = { edges: { node: { id: string } }[] };
const listed = async (token: string, args = '') => {
  const res = await h.gql(token, `{ activities(first: 500${args}) { edges { node { id } } } }`);
  expect(res.errors).toBeUndefined();
  return (res.data.activities as Edges).edges.map((e) => Number(e.node.id));
};

const PLANNERS: Role[] = ['COORDINATOR', 'AGENCY_MANAGER', 'MANAGER_BU', 'HQ'];

describe('what a role sees and may plan', () => {
  it.each(PLANNERS)(
    '%s sees and may plan a just launched project, not a CONSTRUCTION or ended one',
    async (role) => {
      const token = await h.login(role);
      const seen = await listed(token);
      const plannable = await listed(token, ', plannable: true, timeZone: "Asia/Almaty"');
      for (const list of [seen, plannable]) expect(list).toContain(ids.launched);
      expect(plannable).toContain(ids.department);
      expect(plannable).not.toContain(ids.construction);
      expect(plannable).not.toContain(ids.ended);
      if (role !== 'HQ') {
        expect(seen).not.toContain(ids.construction);
        expect(seen).not.toContain(ids.ended);
      }
      const page = await h.gql(token, 'query A($id: ID!) { activity(id: $id) { id } }', { id: ids.launched });
      expect(page.data.activity.id).toBe(String(ids.launched));
    },
  );

  it("puts it in the business-unit manager's Projects menu (activitiesAndBu of today)", async () => {
    const token = await h.login('MANAGER_BU');
    const today = new Date().toISOString().slice(0, 10);
    const res = await h.gql(
      token,
      'query Bu($d: String) { activitiesAndBu(startDate_Lte: $d, stopDate_Gte: $d) { id } }',
      { d: today },
    );
    expect(res.data.activitiesAndBu.map((a: { id: string }) => Number(a.id))).toContain(ids.launched);
  });

  it('offers AGENCY_HR, who plans nothing, only the projects its people worked in', async () => {
    const token = await h.login('AGENCY_HR');
    expect(await listed(token)).not.toContain(ids.launched);
    expect(await listed(token, ', plannable: true')).toEqual([]);
  });

  it('answers an unknown time zone as Almaty, never an error', async () => {
    expect(await listed(await h.login('COORDINATOR'), ', plannable: true, timeZone: "Mars/Base"')).toContain(
      ids.launched,
    );
  });
});

describe('the server enforces it', () => {
  const plan = (activity: number, day: number) => ({
    consultant: ids.maria,
    activity,
    spot: ids.mega,
    city: ids.almaty,
    plannedStartTime: at(day, 10),
    plannedEndTime: at(day, 14),
    timeZone: 'Asia/Almaty',
  });

  it('lets a coordinator plan a session of the just launched project', async () => {
    const token = await h.login('COORDINATOR');
    const res = await h.rest('POST', '/api/session/', token, plan(ids.launched, 3));
    expect(res.status).toBe(201);
  });

  it('refuses a CONSTRUCTION or ended project on `activity`, creating or moving', async () => {
    const token = await h.login('COORDINATOR');
    for (const activity of [ids.construction, ids.ended]) {
      const res = await h.rest('POST', '/api/session/', token, plan(activity, 4));
      expect(res.status).toBe(400);
      expect(res.body.errors.activity).toEqual([SESSION_MESSAGES.activityNotActive]);
    }
    const created = await h.rest('POST', '/api/session/', token, plan(ids.launched, 5));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const { consultant: _, ...move } = plan(ids.ended, 5);
    const moved = await h.rest('PATCH', `/api/session/${id}/`, token, move);
    expect(moved.status).toBe(400);
    expect(moved.body.errors.activity).toEqual([SESSION_MESSAGES.activityNotActive]);
  });
});
