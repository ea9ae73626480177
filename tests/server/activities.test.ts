import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_MESSAGES } from '../../domain/validation/actions';
import { ACTIVITY_MESSAGES } from '../../domain/validation/activities';
import { SCREEN_MESSAGES } from '../../domain/validation/activityScreens';
import { withServer } from './harness';

// Activities (issue 13): the full form over REST, its nested checks, statuses, copy, history, scope.
const h = withServer();

const ids: Record<string, number> = {};
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);
let hq = '';

beforeAll(async () => {
  hq = await h.login('HQ');
  ids.format = await one('select id from formats where not is_deleted order by id limit 1');
  ids.format2 = await one('select id from formats where not is_deleted order by id offset 1 limit 1');
  ids.media = await one('select id from media where not is_deleted order by id limit 1');
  ids.disclaimer = await one('select id from disclaimers where not is_deleted order by id limit 1');
  ids.program = await one('select id from programs where not is_deleted order by id limit 1');
  ids.withSessions = await one(
    'select a.id from activities a where exists (select 1 from sessions s where s.activity_id = a.id) limit 1',
  );
});

const screen = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra });
const form = (extra: Record<string, unknown> = {}) => ({
  title: `Проект ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Тест',
  startDate: '2026-12-01T00:00:00Z',
  stopDate: '2027-01-31T00:00:00Z',
  contactCountPerHour: 10,
  totalContact: 1000,
  formats: [ids.format],
  kpis: [{ title: 'Контакты', planMin: 100, planMax: 200, apkId: 'contact' }],
  focusProducts: [
    {
      title: 'glo hyper',
      format: ids.format,
      program: ids.program,
      conditions: [{ gender: 'FEMALE', formats: [ids.format2] }],
      mechanics: [
        {
          title: 'Знакомство',
          screens: [
            screen('MEDIA', { media: ids.media, isCanSkip: true }),
            screen('DISCLAIMER', { disclaimer: ids.disclaimer }),
          ],
        },
      ],
    },
  ],
  ...extra,
});

const create = async (body: Record<string, unknown> = form()) => h.rest('POST', '/api/activities/', hq, body);
const FULL = `query A($id: ID!) { activity(id: $id) { id title status startDate kpis { id title planMin planMax order apkId }
  formats { id } focusProducts { id title format { id } program { id } conditions { gender formats }
  mechanics { id title screens { id type index media { id } disclaimer isCanSkip incentiveSum } } } } }`;

describe('creating and saving an activity', () => {
  it('creates it in CONSTRUCTION with every nested row, gender kept as the form sent it', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const { data } = await h.gql(hq, FULL, { id: res.body.id });
    const a = data.activity;
    expect(a.status).toBe('CONSTRUCTION');
    expect(a.kpis).toMatchObject([
      { title: 'Контакты', planMin: 100, planMax: 200, order: 0, apkId: 'contact' },
    ]);
    const [product] = a.focusProducts;
    expect(product.conditions).toEqual([{ gender: 'FEMALE', formats: [String(ids.format2)] }]);
    expect(
      product.mechanics[0].screens.map((s: { type: string; index: number }) => [s.type, s.index]),
    ).toEqual([
      ['MEDIA', 0],
      ['DISCLAIMER', 1],
    ]);
    expect(product.mechanics[0].screens[0]).toMatchObject({
      media: { id: String(ids.media) },
      isCanSkip: true,
      disclaimer: null,
    });
    // Stored as §5 says: FEMALE is 0.
    expect(
      await h.count(
        `select count(*) from focus_product_conditions where gender = 0 and focus_product_id = ${product.id}`,
      ),
    ).toBe(1);
  });

  it('keeps the ids of saved rows across a save, and reorders screens as sent', async () => {
    const { body } = await create();
    const before = (await h.gql(hq, FULL, { id: body.id })).data.activity;
    const [product] = before.focusProducts;
    const [media, disclaimer] = product.mechanics[0].screens;
    const saved = form({
      title: 'Переставленный',
      kpis: [{ ...before.kpis[0], planMax: 300 }],
      focusProducts: [
        {
          id: product.id,
          title: product.title,
          mechanics: [
            {
              id: product.mechanics[0].id,
              title: 'Знакомство',
              screens: [
                screen('DISCLAIMER', { id: disclaimer.id, disclaimer: ids.disclaimer }),
                screen('MEDIA', { id: media.id, media: ids.media }),
              ],
            },
          ],
        },
      ],
    });
    expect((await h.rest('PATCH', `/api/activities/${body.id}/`, hq, saved)).status).toBe(200);
    const after = (await h.gql(hq, FULL, { id: body.id })).data.activity;
    expect(after.kpis[0]).toMatchObject({ id: before.kpis[0].id, planMax: 300 });
    expect(after.focusProducts[0].id).toBe(product.id);
    expect(after.focusProducts[0].mechanics[0].screens.map((s: { id: string }) => s.id)).toEqual([
      disclaimer.id,
      media.id,
    ]);
  });

  it('refuses a nested error at its path, and a failed save changes nothing', async () => {
    const { body } = await create();
    const bad = form({
      title: 'Не сохранится',
      kpis: [{ title: 'K', planMin: 5, planMax: 1 }],
      focusProducts: [
        {
          title: 'P',
          mechanics: [
            {
              title: 'M',
              screens: [
                screen('MEDIA', { media: ids.media, incentiveSum: 5 }),
                screen('PHOTO', { devices: [1] }),
              ],
            },
          ],
        },
      ],
    });
    const res = await h.rest('PATCH', `/api/activities/${body.id}/`, hq, bad);
    expect(res.status).toBe(400);
    expect(res.body.errors['kpis[0].planMax']).toEqual([ACTIVITY_MESSAGES.planMinOverMax]);
    expect(res.body.errors['focusProducts[0].mechanics[0].screens[0].incentiveSum']).toEqual([
      SCREEN_MESSAGES.notForType,
    ]);
    expect(res.body.errors['focusProducts[0].mechanics[0].screens[1].devices']).toEqual([
      SCREEN_MESSAGES.notForType,
    ]);
    const stored = (await h.gql(hq, FULL, { id: body.id })).data.activity;
    expect(stored.title).not.toBe('Не сохранится');
  });

  it('refuses a reference that was deleted, at its field, and stores nothing', async () => {
    await h.pool.query(`update disclaimers set is_deleted = true where id = ${ids.disclaimer}`);
    try {
      const title = 'С удалённым дисклеймером';
      const res = await create(form({ title }));
      expect(res.status).toBe(400);
      expect(res.body.errors['focusProducts[0].mechanics[0].screens[1].disclaimer']).toEqual([
        ACTIVITY_MESSAGES.referenceGone,
      ]);
      expect(await h.count(`select count(*) from activities where title = '${title}'`)).toBe(0);
    } finally {
      await h.pool.query(`update disclaimers set is_deleted = false where id = ${ids.disclaimer}`);
    }
  });

  it('refuses dates out of order and a registration limit without its count', async () => {
    const res = await create(
      form({
        startDate: '2027-02-01T00:00:00Z',
        stopDate: '2027-01-01T00:00:00Z',
        isEnableRegistrationsLimit: true,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.stopDate).toEqual([ACTIVITY_MESSAGES.stopBeforeStart]);
    expect(res.body.errors.registrationsLimitCount).toEqual([ACTIVITY_MESSAGES.limitCountRequired]);
  });
});

describe('statuses, copy, delete, history', () => {
  const move = (id: number, status: string) =>
    h.rest('POST', `/api/activities/${id}/status/`, hq, { status });

  it('starts only a complete activity, and only along the documented transitions', async () => {
    const incomplete = (await create(form({ kpis: [] }))).body.id;
    expect((await move(incomplete, 'ACTIVE')).body.errors.status).toEqual([ACTIVITY_MESSAGES.incomplete]);
    const { id } = (await create()).body;
    expect((await move(id, 'ARCHIVED')).body.errors.status).toEqual([ACTIVITY_MESSAGES.transition]);
    expect((await move(id, 'ACTIVE')).status).toBe(200);
    expect((await move(id, 'PAUSED')).status).toBe(200);
    expect((await move(id, 'FINISHED')).status).toBe(200);
    expect((await move(id, 'ACTIVE')).status).toBe(400);
    const { data } = await h.gql(
      hq,
      'query H($id: ID!) { activityHistory(id: $id) { kind details actor } }',
      { id },
    );
    expect(data.activityHistory.map((e: { kind: string }) => e.kind)).toEqual([
      'STATUS',
      'STATUS',
      'STATUS',
      'CREATED',
    ]);
    expect(JSON.parse(data.activityHistory[0].details)).toEqual({ from: 'PAUSED', to: 'FINISHED' });
    expect(data.activityHistory[0].actor).toBeTruthy();
  });

  it('copies deeply into a new CONSTRUCTION activity with new rows', async () => {
    const { id } = (await create()).body;
    await move(id, 'ACTIVE');
    const res = await h.rest('POST', '/api/activities/copy/', hq, { title: 'Копия', activity: id });
    expect(res.status).toBe(201);
    const [source, copy] = await Promise.all(
      [id, res.body.id].map(async (x) => (await h.gql(hq, FULL, { id: x })).data.activity),
    );
    expect(copy).toMatchObject({ title: 'Копия', status: 'CONSTRUCTION' });
    expect(copy.focusProducts[0].mechanics[0].screens.map((s: { type: string }) => s.type)).toEqual([
      'MEDIA',
      'DISCLAIMER',
    ]);
    expect(copy.focusProducts[0].conditions).toEqual(source.focusProducts[0].conditions);
    expect(copy.focusProducts[0].id).not.toBe(source.focusProducts[0].id);
    expect(copy.kpis[0].id).not.toBe(source.kpis[0].id);
  });

  it('records which fields a save changed', async () => {
    const { id } = (await create()).body;
    await h.rest('PATCH', `/api/activities/${id}/`, hq, form({ title: 'Новое имя', totalContact: 5 }));
    const { data } = await h.gql(hq, 'query H($id: ID!) { activityHistory(id: $id) { kind details } }', {
      id,
    });
    expect(data.activityHistory[0].kind).toBe('UPDATED');
    expect(JSON.parse(data.activityHistory[0].details).fields.sort()).toEqual(['title', 'totalContact']);
    // The same form saved again changes nothing, and records nothing.
    await h.rest('PATCH', `/api/activities/${id}/`, hq, form({ title: 'Новое имя', totalContact: 5 }));
    const again = await h.gql(hq, 'query H($id: ID!) { activityHistory(id: $id) { kind } }', { id });
    expect(again.data.activityHistory).toHaveLength(2);
  });

  it('deletes an activity without sessions and refuses one with sessions', async () => {
    const { id } = (await create()).body;
    expect((await h.rest('DELETE', `/api/activities/${id}/`, hq)).status).toBe(204);
    const res = await h.rest('DELETE', `/api/activities/${ids.withSessions}/`, hq);
    expect(res.status).toBe(400);
    expect(res.body.errors.non_field_errors).toEqual([ACTIVITY_MESSAGES.hasSessions]);
  });
});

describe('who may', () => {
  it('refuses every write to the other roles', async () => {
    for (const role of ['COORDINATOR', 'MANAGER_BU', 'AGENCY_HR', 'CONSULTANT'] as const) {
      const token = await h.login(role);
      expect((await h.rest('POST', '/api/activities/', token, form())).status, role).toBe(403);
      expect(
        (await h.rest('POST', `/api/activities/${ids.withSessions}/status/`, token, { status: 'PAUSED' }))
          .status,
      ).toBe(403);
      expect(
        (await h.rest('POST', '/api/activities/copy/', token, { title: 'x', activity: ids.withSessions }))
          .status,
      ).toBe(403);
    }
  });

  it('shows a coordinator the activities their team works in, and not a new one', async () => {
    const token = await h.login('COORDINATOR');
    const { id } = (await create()).body;
    const q = 'query A($id: ID!) { activity(id: $id) { id title } }';
    expect((await h.gql(token, q, { id })).data.activity).toBeNull();
    const { data } = await h.gql(token, '{ activities(first: 50) { edges { node { id } } } }');
    const visible = data.activities.edges.map((e: { node: { id: string } }) => Number(e.node.id));
    expect(visible).not.toContain(id);
    const teamActivity =
      await one(`select distinct s.activity_id as id from sessions s join users u on u.id = s.consultant_id
      join users c on c.id = u.manager_id where c.email = 'coordinator@demo.kz' limit 1`);
    expect(visible).toContain(teamActivity);
    expect((await h.gql(token, q, { id: teamActivity })).data.activity.id).toBe(String(teamActivity));
  });
});

describe('actions', () => {
  const action = (extra: Record<string, unknown> = {}) => ({
    title: `Акция ${Math.random().toString(36).slice(2, 8)}`,
    dateStart: '2026-12-01T00:00:00Z',
    dateEnd: '2026-12-31T00:00:00Z',
    hasRegister: true,
    grantSticksList: { filterType: 'EVERY_IN_LIST', items: [{ id: ids.stick, count: 2 }] },
    ...extra,
  });
  const ACTION = `query A($id: ID!) { action(id: $id) { id title hasRegister grantSticksList { filterType items { id count } }
    mustHaveDevicesList { filterType items { id } } } }`;

  beforeAll(async () => {
    ids.stick = await one('select id from sticks where not is_deleted order by id limit 1');
  });

  it('keeps an action with its lists, items with their counts, and lists it for the editor', async () => {
    const res = await h.rest('POST', '/api/actions/', hq, action());
    expect(res.status).toBe(201);
    const { data } = await h.gql(hq, ACTION, { id: res.body.id });
    expect(data.action).toMatchObject({
      hasRegister: true,
      grantSticksList: { filterType: 'EVERY_IN_LIST', items: [{ id: String(ids.stick), count: 2 }] },
      mustHaveDevicesList: { filterType: 'NONE', items: [] },
    });
    const list = await h.gql(hq, '{ actions(first: 100) { edges { node { id title } } } }');
    expect(list.data.actions.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(
      String(res.body.id),
    );
  });

  it('refuses a list with a filter but no items, a duplicate item and a deleted stick, each at its field', async () => {
    await h.pool.query(`update sticks set is_deleted = true where id = ${ids.stick}`);
    try {
      const res = await h.rest('POST', '/api/actions/', hq, action());
      expect(res.status).toBe(400);
      expect(res.body.errors['grantSticksList.items[0].id']).toEqual([ACTIVITY_MESSAGES.referenceGone]);
    } finally {
      await h.pool.query(`update sticks set is_deleted = false where id = ${ids.stick}`);
    }
    const res = await h.rest(
      'POST',
      '/api/actions/',
      hq,
      action({
        mustHaveDevicesList: { filterType: 'ANY_IN_LIST', items: [] },
        grantSticksList: { filterType: 'EVERY_IN_LIST', items: [{ id: ids.stick }, { id: ids.stick }] },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors['mustHaveDevicesList.items']).toEqual([ACTION_MESSAGES.itemsRequired]);
    expect(res.body.errors['grantSticksList.items']).toEqual([ACTION_MESSAGES.duplicate]);
  });

  it('attaches a new action to the project it was started from, and names its projects', async () => {
    const { id: project } = (await create(form())).body;
    const res = await h.rest('POST', '/api/actions/', hq, action({ title: 'Из проекта', activity: project }));
    expect(res.status).toBe(201);
    const page = await h.gql(hq, 'query P($id: ID!) { activity(id: $id) { actions { id title } } }', {
      id: project,
    });
    expect(page.data.activity.actions).toEqual([{ id: String(res.body.id), title: 'Из проекта' }]);
    const own = await h.gql(hq, 'query A($id: ID!) { action(id: $id) { activities { id } } }', {
      id: res.body.id,
    });
    expect(own.data.action.activities).toEqual([{ id: String(project) }]);
    // A project that is not there: refused at its field, nothing stored.
    const before = Number((await h.pool.query('select count(*) from actions')).rows[0].count);
    const gone = await h.rest('POST', '/api/actions/', hq, action({ activity: 99_999_999 }));
    expect(gone.status).toBe(400);
    expect(gone.body.errors.activity).toBeTruthy();
    expect(Number((await h.pool.query('select count(*) from actions')).rows[0].count)).toBe(before);
    const text = await h.rest('POST', '/api/actions/', hq, action({ activity: 'abc' }));
    expect(text.status).toBe(400);
    expect(text.body.errors.activity).toBeTruthy();
  });

  it("shows an action's saves in the history of the activities that run it", async () => {
    const actionId = (await h.rest('POST', '/api/actions/', hq, action({ title: 'Подарок' }))).body.id;
    const { id } = (await create(form({ actions: [actionId] }))).body;
    await h.rest('PATCH', `/api/actions/${actionId}/`, hq, action({ title: 'Подарок', hasDevice: true }));
    const { data } = await h.gql(
      hq,
      'query H($id: ID!) { activityHistory(id: $id) { kind action details } }',
      { id },
    );
    expect(data.activityHistory[0]).toMatchObject({ kind: 'UPDATED', action: 'Подарок' });
    expect(JSON.parse(data.activityHistory[0].details).fields).toEqual(['hasDevice']);
    expect((await h.rest('POST', '/api/actions/', await h.login('COORDINATOR'), action())).status).toBe(403);
  });
});
