import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { STATS_MESSAGES, statsDay } from '../../domain/stats';
import { withServer } from './harness';

// Issue 24 point 3: each statistic on hand-computed data, per role's scope, the time keys of
// part 1 §5, and refusals with per-field messages.
const h = withServer();
const ids: Record<string, number> = {};
const DAY = '2026-03-10';
const one = async (text: string, values: unknown[] = []) =>
  Number((await h.pool.query(text, values)).rows[0].id);

/** A session on DAY (Almaty), its start and stop as local hours. */
const session = (consultant: number, status: string, start: string | null, stop: string | null) =>
  one(
    `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time, start_time, stop_time)
     values ($1, $2, $3, $4, $5, '${DAY} 09:00+05', '${DAY} 18:00+05', $6, $7) returning id`,
    [
      consultant,
      ids.activity,
      ids.spot,
      ids.city,
      status,
      start && `${DAY} ${start}+05`,
      stop && `${DAY} ${stop}+05`,
    ],
  );
let contactNo = 0;
/** A contact with the sub-events named (reg, swap, compliment, denial). */
const contact = (sessionId: number, ...kinds: ('reg' | 'swap' | 'compliment' | 'denial')[]) => {
  const at = (kind: string) => (kinds.includes(kind as 'reg') ? `${DAY} 11:00+05` : null);
  contactNo += 1;
  return h.pool.query(
    `insert into contact_events (session_id, client_id, start_time, registration_time, exchange_time, compliment_time, denial_time)
     values ($1, $2, '${DAY} 10:30+05', $3, $4, $5, $6)`,
    [sessionId, `c-${contactNo}`, at('reg'), at('swap'), at('compliment'), at('denial')],
  );
};

const STATS = `query S($user: ID, $activity: ID, $from: String, $to: String, $fields: [String!]) {
  stats(user: $user, activity: $activity, dateFrom: $from, dateTo: $to, fields: $fields) {
    workTime ifnConcatsFact ifnConcatsPlan effConcatsFact effConcatsPlan reg swap compliment session contact } }`;
const tokens: Record<string, string> = {};
const statsAs = async (role: string, variables: Record<string, unknown> = {}) => {
  const res = await h.gql(tokens[role], STATS, { activity: ids.activity, from: DAY, to: DAY, ...variables });
  expect(res.errors).toBeUndefined();
  return res.data.stats;
};

beforeAll(async () => {
  for (const role of [
    'HQ',
    'MANAGER_BU',
    'AGENCY_HR',
    'AGENCY_MANAGER',
    'COORDINATOR',
    'CONSULTANT',
  ] as const)
    tokens[role] = await h.login(role);
  const user = (email: string) => one('select id from users where email = $1', [email]);
  ids.consultant = await user('consultant@demo.kz'); // coordinator@demo.kz's team, «Промо Старт», south
  ids.astana = await user('a.kuznetsov@demo.kz'); // another team, «Вектор Маркетинг», centre
  ids.shymkent = await user('b.saparov@demo.kz'); // «Промо Старт», another region
  ids.coordinator = await user('coordinator@demo.kz');
  ids.city = await one("select id from cities where title = 'Алматы'");
  ids.spot = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.activity = await one(
    `insert into activities (title, status, contact_count_per_hour, effective_contacts_per_hour)
     values ('Статистика: проверка', 'ACTIVE', 10, 4) returning id`,
  );
  // The consultant: 4 hours, five contacts: reg+compliment, exchange, denial, nothing, compliment.
  const s1 = await session(ids.consultant, 'COMPLETED', '10:00', '14:00');
  await contact(s1, 'reg', 'compliment');
  await contact(s1, 'swap');
  await contact(s1, 'denial');
  await contact(s1);
  await contact(s1, 'compliment');
  // Astana: 2 hours, a plain contact and a registration with an exchange.
  const s2 = await session(ids.astana, 'COMPLETED', '12:00', '14:00');
  await contact(s2);
  await contact(s2, 'reg', 'swap');
  // Shymkent: a CORRUPTED session's contact and a MISSED session are not held; 1.5 hours held.
  const s3 = await session(ids.shymkent, 'STARTED', '09:00', null);
  await contact(s3, 'reg');
  await h.pool.query(
    `update sessions set status = 'CORRUPTED', stop_time = '${DAY} 12:00+05' where id = $1`,
    [s3],
  );
  await session(ids.consultant, 'MISSED', null, null);
  await session(ids.shymkent, 'COMPLETED', '15:00', '16:30');
});

describe('stats (part 1 §3 fields, domain/stats.ts definitions)', () => {
  it('HQ: every held session of the activity, plans from the per-hour figures × hours worked', async () => {
    expect(await statsAs('HQ')).toEqual({
      session: 3,
      workTime: 7.5,
      contact: 7,
      effConcatsFact: 3,
      ifnConcatsFact: 3,
      reg: 2,
      swap: 2,
      compliment: 2,
      ifnConcatsPlan: 75,
      effConcatsPlan: 30,
    });
  });

  it('each role sees its own people only: team, agency (manager and HR), region', async () => {
    const consultantOnly = {
      session: 1,
      workTime: 4,
      contact: 5,
      effConcatsFact: 2,
      ifnConcatsFact: 2,
      reg: 1,
      swap: 1,
      compliment: 2,
      ifnConcatsPlan: 40,
      effConcatsPlan: 16,
    };
    expect(await statsAs('COORDINATOR')).toEqual(consultantOnly);
    expect(await statsAs('MANAGER_BU')).toEqual(consultantOnly);
    const agency = { ...consultantOnly, session: 2, workTime: 5.5, ifnConcatsPlan: 55, effConcatsPlan: 22 };
    expect(await statsAs('AGENCY_MANAGER')).toEqual(agency);
    expect(await statsAs('AGENCY_HR')).toEqual(agency);
  });

  it('naming a person out of scope never widens it; one in scope narrows to them; the viewer means their scope', async () => {
    const zero = await statsAs('COORDINATOR', { user: ids.astana });
    expect(zero).toMatchObject({ session: 0, contact: 0, workTime: 0 });
    expect(await statsAs('HQ', { user: ids.astana })).toMatchObject({ session: 1, contact: 2, workTime: 2 });
    expect(await statsAs('COORDINATOR', { user: ids.coordinator })).toMatchObject({ session: 1, contact: 5 });
    expect(await statsAs('AGENCY_MANAGER', { user: ids.shymkent })).toMatchObject({ session: 1, contact: 0 });
  });

  it('answers only the fields asked for; another period holds nothing', async () => {
    expect(await statsAs('HQ', { fields: ['contact', 'reg'] })).toEqual({
      contact: 7,
      reg: 2,
      workTime: null,
      ifnConcatsFact: null,
      ifnConcatsPlan: null,
      effConcatsFact: null,
      effConcatsPlan: null,
      swap: null,
      compliment: null,
      session: null,
    });
    expect(await statsAs('HQ', { from: '2026-03-11', to: '2026-03-20' })).toMatchObject({
      session: 0,
      contact: 0,
    });
  });

  it('stat and statSeries take 13-digit time keys (divided by 1000) or seconds, day by day', async () => {
    const startMs = Date.parse(`${DAY}T00:00:00+05:00`) - 86400000; // the day before, in milliseconds
    const stopS = Math.floor(Date.parse(`${DAY}T23:00:00+05:00`) / 1000);
    const res = await h.gql(
      tokens.HQ,
      `query($a: ID, $start: String, $stop: String) {
        contacts: stat(key: "contact", start: $start, stop: $stop, activity: $a)
        plan: stat(key: "ifnConcatsPlan", start: $start, stop: $stop, activity: $a)
        series: statSeries(key: "effConcatsFact", start: $start, stop: $stop, activity: $a) { day time value } }`,
      { a: ids.activity, start: String(startMs), stop: String(stopS) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.contacts).toBe(7);
    expect(res.data.plan).toBe(75);
    expect(res.data.series).toEqual([
      { day: '2026-03-09', time: startMs / 1000, value: 0 },
      { day: DAY, time: startMs / 1000 + 86400, value: 3 },
    ]);
  });

  it('refuses bad arguments with a message per field (400), and roles without the dashboard', async () => {
    const res = await h.rest('POST', '/api/graphql/', tokens.HQ, {
      query: STATS,
      variables: { from: 'вчера', to: '', fields: ['contact', 'bogus'], user: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errors: {
        dateFrom: [STATS_MESSAGES.badTime],
        dateTo: [STATS_MESSAGES.required],
        fields: [`${STATS_MESSAGES.unknownField}: bogus`],
        user: [STATS_MESSAGES.badId],
      },
    });
    const backwards = await h.gql(tokens.HQ, STATS, { from: '2026-03-10', to: '2026-03-01' });
    expect(backwards.errors[0].extensions.errors).toEqual({ dateTo: [STATS_MESSAGES.order] });
    const long = await h.gql(tokens.HQ, STATS, { from: '2024-01-01', to: '2026-03-01' });
    expect(long.errors[0].extensions.errors).toEqual({ dateTo: [STATS_MESSAGES.tooLong] });
    const key = await h.gql(tokens.HQ, '{ stat(key: "salary", start: "2026-03-01", stop: "2026-03-02") }');
    expect(key.errors[0].extensions.errors).toEqual({ key: [`${STATS_MESSAGES.unknownField}: salary`] });
    const consultant = await h.gql(tokens.CONSULTANT, STATS, { from: DAY, to: DAY });
    expect(consultant.errors[0]).toMatchObject({
      message: MESSAGES.noRights,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('figures as contacts arrive through the field API', () => {
  it('a started session counts its work so far and each contact at once, on the dashboard’s query too', async () => {
    const id = await one(
      `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
       values ($1, $2, $3, $4, 'PLANNED', now() - interval '1 hour', now() + interval '3 hours') returning id`,
      [ids.consultant, ids.activity, ids.spot, ids.city],
    );
    const token = tokens.CONSULTANT;
    const now = Math.floor(Date.now() / 1000);
    const started = await h.rest('POST', `/api/field/sessions/${id}/start/`, token, {
      latitude: 43.2016,
      longitude: 76.8921,
      time: now - 3600,
    });
    expect(started.body.status).toBe('STARTED');
    // A session and its contacts count on the session's day (its planned start's, docs/statistics.md):
    // today's dashboard, except in the product's first hour of a day, when the session began yesterday.
    const today = statsDay((now - 3600) * 1000);
    const TODAY = `query($d: String) { statsByActivity(dateFrom: $d, dateTo: $d) { id title contactCountPerHour
      stats { contact effConcatsFact workTime session } } }`;
    const before = (await h.gql(tokens.COORDINATOR, TODAY, { d: today })).data.statsByActivity;
    const mine = () => before.find((a: { id: string }) => Number(a.id) === ids.activity);
    expect(mine()).toMatchObject({ contactCountPerHour: 10, stats: { contact: 0, session: 1, workTime: 1 } });
    for (const [i, body] of [
      { registration: { time: now - 60 } },
      {},
      { exchange: { time: now - 30 } },
    ].entries()) {
      const res = await h.rest('POST', `/api/field/sessions/${id}/contacts/`, token, {
        clientId: `live-${i}`,
        startTime: now - 120,
        ...body,
      });
      expect(res.status).toBe(201);
    }
    const after = (await h.gql(tokens.COORDINATOR, TODAY, { d: today })).data.statsByActivity;
    expect(after.find((a: { id: string }) => Number(a.id) === ids.activity).stats).toMatchObject({
      contact: 3,
      effConcatsFact: 2,
    });
    // The activity page reads the same figures.
    const page = await h.gql(
      tokens.HQ,
      `query($id: ID!) { activityStats(id: $id) { contact session effConcatsFact } }`,
      {
        id: ids.activity,
      },
    );
    expect(page.data.activityStats).toEqual({ contact: 10, session: 4, effConcatsFact: 5 });
  });
});
