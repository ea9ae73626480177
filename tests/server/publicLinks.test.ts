import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PUBLIC_LINK_MESSAGES } from '../../domain/validation/publicLinks';
import { PUBLIC_LINK_LIMITS } from '../../server/modules/publicLinks/queries';
import { withServer } from './harness';

// Public KPI links (issue 24 point 5): HQ creates and revokes them; the link alone reads its one
// activity's KPI figures for its period, without a login; anything else is one "not valid" answer.
const h = withServer();

let hq = '';
/** Two activities with held sessions, and the days (Almaty) their sessions started on. */
let a = 0;
let b = 0;
let firstDay = '';
let lastDay = '';
const ZONE = 'Asia/Almaty';
let n = 0;
/** Each test reads from its own client address, so that one test's reads never limit another's. */
const address = () => `10.1.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

const read = async (path: string, from = address()) => {
  const res = await h.app.inject({ method: 'GET', url: path, remoteAddress: from });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const link = (token: string) => `/api/public-links/kpi/${token}/`;

const create = (body: Record<string, unknown>, token: string | null = hq) =>
  h.rest('POST', '/api/public-links/', token, body);
const kpiLink = async (objectId: number, extra: Record<string, unknown> = {}) => {
  const res = await create({
    kind: 'kpi',
    objectId,
    dateFrom: firstDay,
    dateTo: lastDay,
    timeZone: ZONE,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; token: string; path: string };
};

const HELD = `s.status in ('STARTED', 'COMPLETED')`;
const contactsBetween = async (activity: number, from: string, to: string) =>
  Number(
    (
      await h.pool.query(
        `select count(*) as n from contact_events c join sessions s on s.id = c.session_id
         where s.activity_id = $1 and ${HELD}
           and s.start_time >= ($2::date::timestamp at time zone '${ZONE}')
           and s.start_time < (($3::date + 1)::timestamp at time zone '${ZONE}')`,
        [activity, from, to],
      )
    ).rows[0].n,
  );

beforeAll(async () => {
  hq = await h.login('HQ');
  const { rows } = await h.pool.query(
    `select s.activity_id as id,
       to_char(min(s.start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as first,
       to_char(max(s.start_time at time zone '${ZONE}'), 'YYYY-MM-DD') as last
     from sessions s where ${HELD} and s.start_time is not null
     group by s.activity_id order by count(*) desc limit 2`,
  );
  expect(rows.length).toBe(2);
  a = Number(rows[0].id);
  b = Number(rows[1].id);
  firstDay = rows[0].first < rows[1].first ? rows[0].first : rows[1].first;
  lastDay = rows[0].last > rows[1].last ? rows[0].last : rows[1].last;
});

describe('a valid link', () => {
  it('opens without a login and shows its activity’s KPIs and plan against the same facts as the activity page', async () => {
    const created = await kpiLink(a);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(created.path).toBe(`/kpi/${created.token}`);
    const res = await read(link(created.token));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'activity',
      'dateFrom',
      'dateTo',
      'expiresAt',
      'kind',
      'stats',
    ]);
    expect(res.body).toMatchObject({ kind: 'kpi', dateFrom: firstDay, dateTo: lastDay, expiresAt: null });

    const page = await h.gql(
      hq,
      `query P($id: ID!) { activity(id: $id) { title contactCountPerHour totalContact kpis { id title planMin planMax apkId } }
        activityStats(id: $id) { session contact effConcatsFact ifnConcatsFact reg swap compliment consultants workTime } }`,
      { id: String(a) },
    );
    const { activity, activityStats } = page.data;
    expect(res.body.activity.title).toBe(activity.title);
    expect(res.body.activity.contactCountPerHour).toBe(activity.contactCountPerHour);
    expect(res.body.activity.kpis.map((k: { id: number }) => String(k.id))).toEqual(
      activity.kpis.map((k: { id: string }) => k.id),
    );
    // The period covers every session: the facts are the activity page's.
    const { workTime, ...counts } = activityStats;
    expect(res.body.stats).toMatchObject(counts);
    expect(Math.abs(res.body.stats.workTime - workTime)).toBeLessThanOrEqual(0.1);
    expect(res.body.stats.contact).toBeGreaterThan(0);
  });

  it('keeps only the token’s hash', async () => {
    const created = await kpiLink(a);
    const { rows } = await h.pool.query('select * from public_links where id = $1', [created.id]);
    expect(JSON.stringify(rows[0])).not.toContain(created.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts only the sessions started within its period', async () => {
    const day = lastDay;
    const created = await kpiLink(a, { dateFrom: day, dateTo: day });
    const res = await read(link(created.token));
    expect(res.status).toBe(200);
    expect(res.body.stats.contact).toBe(await contactsBetween(a, day, day));
    expect(res.body.stats.contact).toBeLessThan(await contactsBetween(a, firstDay, lastDay));
  });
});

describe('never another object', () => {
  it('answers its own activity whatever the address adds, and another link its own', async () => {
    const ofA = await kpiLink(a, { dateFrom: '2001-01-01', dateTo: '2001-01-31' });
    const ofB = await kpiLink(b);
    const { rows } = await h.pool.query('select id, title from activities where id in ($1, $2)', [a, b]);
    const titles = Object.fromEntries(rows.map((r: { id: number; title: string }) => [r.id, r.title]));
    // No argument names an object or a period: a forged id or period is ignored.
    const forged = await read(
      `${link(ofA.token)}?objectId=${b}&id=${b}&activity=${b}&dateFrom=${firstDay}&dateTo=${lastDay}`,
    );
    expect(forged.status).toBe(200);
    expect(forged.body.activity.title).toBe(titles[a]);
    expect(forged.body).toMatchObject({ dateFrom: '2001-01-01', dateTo: '2001-01-31' });
    // Outside its period nothing of the activity's sessions shows.
    expect(forged.body.stats).toMatchObject({ session: 0, contact: 0, workTime: 0, consultants: 0 });
    expect((await read(link(ofB.token))).body.activity.title).toBe(titles[b]);
    // The activity's plan only: no id, status, description, focus products, people or sessions.
    expect(Object.keys(forged.body.activity).sort()).toEqual(
      [
        'consultantPlan',
        'contactCountPerHour',
        'effectiveContactsPerHour',
        'hourPlan',
        'kpis',
        'title',
        'totalContact',
        'totalEffectiveContacts',
      ].sort(),
    );
    // A KPI link's token under another kind names nothing.
    expect((await read(`/api/public-links/calculation/${ofA.token}/`)).status).toBe(404);
  });
});

describe('links that are not valid', () => {
  const invalid = { detail: PUBLIC_LINK_MESSAGES.invalid };

  it('an unknown or malformed token: 404, not valid', async () => {
    const unknown = await read(link('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(invalid);
    expect((await read(link('short'))).body).toEqual(invalid);
  });

  it('a revoked link: the same answer, and HQ sees who revoked it', async () => {
    const created = await kpiLink(a);
    expect((await read(link(created.token))).status).toBe(200);
    const revoked = await h.rest('POST', `/api/public-links/${created.id}/revoke/`, hq, {});
    expect(revoked.status).toBe(200);
    const res = await read(link(created.token));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(invalid);
    const list = await h.gql(
      hq,
      'query L($id: ID!) { publicLinks(kind: "kpi", objectId: $id) { id state createdBy revokedBy revokedAt } }',
      { id: String(a) },
    );
    const row = list.data.publicLinks.find((l: { id: string }) => l.id === String(created.id));
    expect(row).toMatchObject({ state: 'REVOKED' });
    expect(row.createdBy).toBeTruthy();
    expect(row.revokedBy).toBe(row.createdBy);
    expect(row.revokedAt).toBeGreaterThan(0);
    // Revoking again keeps the first revocation; an unknown link is 404.
    expect((await h.rest('POST', `/api/public-links/${created.id}/revoke/`, hq, {})).status).toBe(200);
    expect((await h.rest('POST', '/api/public-links/2147483647/revoke/', hq, {})).status).toBe(404);
  });

  it('an expired link: the same answer; one expiring today still works', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    const created = await kpiLink(a, { expiresOn: today });
    const fresh = await read(link(created.token));
    expect(fresh.status).toBe(200);
    expect(fresh.body.expiresAt).toBeGreaterThan(Date.now() / 1000);
    await h.pool.query(`update public_links set expires_at = now() - interval '1 second' where id = $1`, [
      created.id,
    ]);
    const res = await read(link(created.token));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(invalid);
    const list = await h.gql(
      hq,
      'query L($id: ID!) { publicLinks(kind: "kpi", objectId: $id) { id state } }',
      {
        id: String(a),
      },
    );
    expect(list.data.publicLinks.find((l: { id: string }) => l.id === String(created.id)).state).toBe(
      'EXPIRED',
    );
  });

  it('a link whose activity is gone', async () => {
    const created = await kpiLink(a);
    await h.pool.query('update public_links set object_id = 2147483647 where id = $1', [created.id]);
    expect((await read(link(created.token))).body).toEqual(invalid);
  });
});

describe('rate limit per client address', () => {
  it('after too many links that are not valid, the address reads nothing, valid links included', async () => {
    const valid = await kpiLink(a);
    const guesser = '10.9.9.9';
    for (let i = 0; i < PUBLIC_LINK_LIMITS.misses.hits; i++) {
      const res = await read(link(`${String(i).padStart(43, 'x')}`), guesser);
      expect(res.status).toBe(404);
    }
    const refused = await read(link(valid.token), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted in rate_limits: every app process sees the same count.
    const { rows } = await h.pool.query(
      `select sum(hits)::int as hits from rate_limits where bucket = 'publicLinkMiss:${guesser}'`,
    );
    expect(rows[0].hits).toBe(PUBLIC_LINK_LIMITS.misses.hits);
    // Another address reads on.
    expect((await read(link(valid.token), '10.9.9.10')).status).toBe(200);
  });

  it('too many reads from one address in a minute are refused', async () => {
    const valid = await kpiLink(a, { dateFrom: '2001-01-01', dateTo: '2001-01-01' });
    const busy = '10.9.8.8';
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_LINK_LIMITS.reads.hits; i++)
      statuses.push((await read(link(valid.token), busy)).status);
    // A minute boundary may fall within the loop: then the count starts again.
    expect(statuses.includes(429) || statuses.every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(
      PUBLIC_LINK_LIMITS.reads.hits - 1,
    );
    const { rows } = await h.pool.query(
      `select max(hits)::int as hits from rate_limits where bucket = 'publicLinkRead:${busy}'`,
    );
    expect(rows[0].hits).toBeGreaterThan(1);
  });
});

describe('who manages links', () => {
  it('only HQ creates, revokes and lists them; others 403, anonymous 401', async () => {
    const created = await kpiLink(a);
    const body = { kind: 'kpi', objectId: a, dateFrom: firstDay, dateTo: lastDay };
    for (const role of [
      'MANAGER_BU',
      'AGENCY_HR',
      'AGENCY_MANAGER',
      'COORDINATOR',
      'AUDITOR',
      'HELPDESK',
      'CONSULTANT',
    ] as const) {
      const token = await h.login(role);
      const made = await create(body, token);
      expect(made.status, role).toBe(403);
      expect(made.body).toEqual({ detail: MESSAGES.noRights });
      expect((await h.rest('POST', `/api/public-links/${created.id}/revoke/`, token, {})).status, role).toBe(
        403,
      );
      const list = await h.gql(
        token,
        'query L($id: ID!) { publicLinks(kind: "kpi", objectId: $id) { id } }',
        {
          id: String(a),
        },
      );
      expect(list.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect((await create(body, null)).status).toBe(401);
    expect((await h.rest('POST', `/api/public-links/${created.id}/revoke/`, null, {})).status).toBe(401);
    // Still valid: nobody but HQ revoked it.
    expect((await read(link(created.token))).status).toBe(200);
  });
});

describe('validation: 400 with each field’s message', () => {
  const errorsOf = async (body: unknown) => {
    const res = await create(body as Record<string, unknown>);
    expect(res.status).toBe(400);
    return res.body.errors as Record<string, string[]>;
  };

  it('names each missing or wrong field', async () => {
    expect(await errorsOf({})).toMatchObject({
      kind: [MESSAGES.required],
      objectId: [MESSAGES.required],
      dateFrom: [MESSAGES.required],
      dateTo: [MESSAGES.required],
    });
    expect(
      await errorsOf({ kind: 'pension', objectId: a, dateFrom: '2026-02-30', dateTo: '2026-03-01' }),
    ).toMatchObject({
      kind: [PUBLIC_LINK_MESSAGES.unknownKind],
      dateFrom: [PUBLIC_LINK_MESSAGES.dateFormat],
    });
    expect(
      await errorsOf({ kind: 'kpi', objectId: a, dateFrom: '2026-03-10', dateTo: '2026-03-01' }),
    ).toEqual({
      dateTo: [PUBLIC_LINK_MESSAGES.dateOrder],
    });
    expect(
      await errorsOf({ kind: 'kpi', objectId: a, dateFrom: '2024-01-01', dateTo: '2026-01-01' }),
    ).toEqual({
      dateTo: [PUBLIC_LINK_MESSAGES.periodTooLong],
    });
    expect(
      await errorsOf({
        kind: 'kpi',
        objectId: a,
        dateFrom: '2026-01-01',
        dateTo: '2026-01-02',
        expiresOn: '2001-01-01',
      }),
    ).toEqual({ expiresOn: [PUBLIC_LINK_MESSAGES.expiryPast] });
    expect(
      await errorsOf({ kind: 'kpi', objectId: 2147483646, dateFrom: '2026-01-01', dateTo: '2026-01-02' }),
    ).toEqual({
      objectId: [PUBLIC_LINK_MESSAGES.unknownActivity],
    });
    expect(await errorsOf({ kind: 'kpi', objectId: 'x', dateFrom: 20260101, dateTo: null })).toMatchObject({
      objectId: [MESSAGES.mustBeNumber],
      dateFrom: [MESSAGES.mustBeText],
      dateTo: [MESSAGES.required],
    });
  });
});
