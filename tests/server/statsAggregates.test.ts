import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import {
  AGGREGATE_DIFFERENCES_SQL,
  SESSION_CONTACTS_COLUMNS,
  SESSION_CONTACTS_SQL,
} from '../../server/modules/stats/rebuild';
import { withServer } from './harness';

// Issue 24 point 3: the statistics' aggregates, kept as events arrive, equal a full recount after
// random sequences of what the field API and the session planner do (and what only SQL can do:
// a contact removed, a session moved to another activity).
const h = withServer();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const one = async (text: string, values: unknown[] = []) =>
  Number((await h.pool.query(text, values)).rows[0].id);
const MEGA = { latitude: 43.2016, longitude: 76.8921 };
const done: Record<string, number> = {};
const count = (kind: string, status: number) => {
  if (status < 300) done[kind] = (done[kind] ?? 0) + 1;
};

const sub = fc.record({
  reg: fc.boolean(),
  swap: fc.boolean(),
  compliment: fc.boolean(),
  denial: fc.boolean(),
  review: fc.boolean(),
});
const pick = fc.nat({ max: 7 });
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('plan' as const),
      who: fc.constantFrom('a', 'b'),
      startMin: fc.integer({ min: -300, max: 30 }),
      second: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('start' as const), i: pick }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('contact' as const), i: pick, sub }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stop' as const), i: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), i: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('editPast' as const),
      i: pick,
      minutes: fc.integer({ min: 1, max: 200 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('moveActivity' as const), i: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeContact' as const), i: pick }) },
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

beforeAll(async () => {
  const login = async (email: string) =>
    (await h.rest('POST', '/api/token/', null, { email, password: DEMO_PASSWORD })).body.token as string;
  tokens.a = await login('consultant@demo.kz');
  tokens.b = await login('m.ivanova@demo.kz');
  tokens.hq = await h.login('HQ');
  ids.a = await one("select id from users where email = 'consultant@demo.kz'");
  ids.b = await one("select id from users where email = 'm.ivanova@demo.kz'");
  ids.city = await one("select id from cities where title = 'Алматы'");
  ids.spot = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  ids.activity = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  ids.other = await one(
    "insert into activities (title, status, contact_count_per_hour) values ('Агрегаты', 'ACTIVE', 12) returning id",
  );
});

describe('statistics aggregates', () => {
  it('equal a recount after random event sequences through the field API and the planner', async () => {
    let clientNo = 0;
    const run = async (ops: Op[]) => {
      const mine: { id: number; who: 'a' | 'b' }[] = [];
      for (const o of ops) {
        const s = o.kind === 'plan' ? null : mine[o.i % Math.max(mine.length, 1)];
        const now = Math.floor(Date.now() / 1000);
        switch (o.kind) {
          case 'plan': {
            const id = await one(
              `insert into sessions (consultant_id, activity_id, spot_id, city_id, status, planned_start_time, planned_end_time)
                 values ($1, $2, $3, $4, 'PLANNED', now() + $5 * interval '1 minute', now() + ($5 + 240) * interval '1 minute')
                 returning id`,
              [ids[o.who], o.second ? ids.other : ids.activity, ids.spot, ids.city, o.startMin],
            );
            mine.push({ id, who: o.who as 'a' | 'b' });
            break;
          }
          case 'start':
            if (s)
              count(
                'start',
                (await h.rest('POST', `/api/field/sessions/${s.id}/start/`, tokens[s.who], MEGA)).status,
              );
            break;
          case 'stop':
            if (s)
              count(
                'stop',
                (await h.rest('POST', `/api/field/sessions/${s.id}/stop/`, tokens[s.who], MEGA)).status,
              );
            break;
          case 'contact': {
            if (!s) break;
            clientNo += 1;
            const at = { time: now };
            const res = await h.rest('POST', `/api/field/sessions/${s.id}/contacts/`, tokens[s.who], {
              clientId: `p-${clientNo}`,
              startTime: now,
              stopTime: now,
              registration: o.sub.reg ? at : null,
              exchange: o.sub.swap ? at : null,
              compliment: o.sub.compliment ? at : null,
              denial: o.sub.denial ? { ...at, reason: 'Не курит' } : null,
              review: o.sub.review ? at : null,
            });
            count('contact', res.status);
            break;
          }
          case 'delete':
            if (s)
              count(
                'delete',
                (await h.rest('PATCH', `/api/session/${s.id}/`, tokens.hq, { status: 'DELETED' })).status,
              );
            break;
          case 'editPast':
            if (s) {
              const res = await h.rest('PATCH', `/api/session/${s.id}/`, tokens.hq, {
                spot: ids.spot,
                city: ids.city,
                startTime: now - o.minutes * 60 - 600,
                stopTime: now - 600,
              });
              count('editPast', res.status);
            }
            break;
          case 'moveActivity':
            if (s)
              await h.pool.query('update sessions set activity_id = $2 where id = $1', [s.id, ids.other]);
            break;
          case 'removeContact':
            if (s)
              await h.pool.query(
                'delete from contact_events where id = (select min(id) from contact_events where session_id = $1)',
                [s.id],
              );
            break;
        }
      }
      const { rows } = await h.pool.query(AGGREGATE_DIFFERENCES_SQL);
      expect(rows).toEqual([]);
      // Each session's contact counts and its copied spot, start, consultant and held (issue 28
      // point 3: the coverage report reads them) agree too.
      const sessionContacts = await h.pool.query(
        `with recount as (${SESSION_CONTACTS_SQL}),
           kept as (select ${SESSION_CONTACTS_COLUMNS} from session_contacts where (contacts, effective) <> (0, 0))
         (table kept except table recount) union all (table recount except table kept)`,
      );
      expect(sessionContacts.rows).toEqual([]);
    };
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 30, size: 'max' }), run), {
      numRuns: 30,
    });
    // One sequence that surely reaches every kind of change the field API and the planner refuse
    // by state (random ones may miss one). A past session's edit is refused wherever the person's
    // other sessions overlap its times (the planner's rule), so only the random runs reach it.
    for (const kind of Object.keys(done)) delete done[kind];
    const sub0 = { reg: true, swap: false, compliment: true, denial: false, review: true };
    await run([
      { kind: 'plan', who: 'a', startMin: -20, second: false },
      { kind: 'plan', who: 'b', startMin: -300, second: true },
      { kind: 'start', i: 0 },
      { kind: 'contact', i: 0, sub: sub0 },
      { kind: 'contact', i: 0, sub: { ...sub0, swap: true } },
      { kind: 'stop', i: 0 },
      { kind: 'moveActivity', i: 1 },
      { kind: 'removeContact', i: 0 },
      { kind: 'plan', who: 'a', startMin: 30, second: false },
      { kind: 'delete', i: 2 },
    ]);
    for (const kind of ['start', 'contact', 'stop', 'delete'])
      expect(done[kind] ?? 0, `${kind}: ${JSON.stringify(done)}`).toBeGreaterThan(0);
    expect(await h.count('select count(*) from stat_days where contacts > 0')).toBeGreaterThan(0);
  });
});
