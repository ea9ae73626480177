import { describe, expect, it } from 'vitest';
import { MARCH, seedTeam, withPayroll } from './payrollSupport';

/** The public Calculation page's links (part 1 §2; issue 25 point 5), through server/modules/publicLinks. */
const { h, tokens, q, run } = withPayroll();

const link = (objectId: number, token = tokens.HQ) =>
  h.rest('POST', '/api/public-links/', token, {
    kind: 'calculation',
    objectId,
    dateFrom: MARCH.date_from,
    dateTo: MARCH.date_to,
    timeZone: 'Asia/Almaty',
  });
const read = (token: string) => h.rest('GET', `/api/public-links/calculation/${token}/`, null);

describe('public Calculation links', () => {
  it('show one finished calculation’s summary without a login, never another; unknown and revoked links are not valid', async () => {
    const team = await seedTeam(q);
    const attendance = await run({
      ...MARCH,
      params: { type: 'attendance', users: [], departments: [], lateMinutes: 15 },
    });
    const salary = await run({
      ...MARCH,
      params: {
        type: 'salary',
        department: null,
        activity: team.activity,
        params: 1000,
        conversion: 20,
        percent: 40,
        tier1: 80,
        tier2: 100,
        trial: 10,
        bonusValues: ['registration'],
        bonus: 5000,
        bonusTarget: 3,
      },
    });
    // Only HQ creates links, and only to a finished calculation.
    for (const role of ['MANAGER_BU', 'COORDINATOR', 'CONSULTANT'] as const)
      expect((await link(Number(salary.id), tokens[role])).status).toBe(403);
    const [queued] = await q(
      `insert into calculation_tasks (type, status, user_id, date_from, date_to)
       values ('bonus', 'queued', (select id from users where role = 'HQ' limit 1), '2031-03-01', '2031-03-31') returning id`,
    );
    expect((await link(queued.id)).body.errors).toEqual({
      objectId: ['Расчёт не найден или ещё не закончен'],
    });

    const created = await link(Number(salary.id));
    expect(created.status).toBe(201);
    expect(created.body.path).toBe(`/calculation/${created.body.token}`);
    const page = await read(created.body.token);
    expect(page.status).toBe(200);
    expect(page.body.calculation).toMatchObject({
      id: Number(salary.id),
      type: 'salary',
      title: 'Расчётная',
      people: 3,
    });
    expect(page.body.calculation.figures).toContainEqual({ key: 'total', value: 26200 });
    // The summary only: no person's row, no file.
    expect(JSON.stringify(page.body)).not.toMatch(/Иванов|xlsx|file/);

    const other = await link(Number(attendance.id));
    expect((await read(other.body.token)).body.calculation.type).toBe('attendance');
    // A calculation link is not a KPI link, and an unknown token names nothing.
    expect((await h.rest('GET', `/api/public-links/kpi/${created.body.token}/`, null)).status).toBe(404);
    const unknown = await read('A'.repeat(43));
    expect(unknown).toEqual({ status: 404, body: { detail: 'Ссылка недействительна' } });

    expect((await h.rest('POST', `/api/public-links/${created.body.id}/revoke/`, tokens.HQ, {})).status).toBe(
      200,
    );
    expect((await read(created.body.token)).status).toBe(404);
    expect((await read(other.body.token)).status).toBe(200);

    const listed = await h.gql(
      tokens.HQ,
      `query { publicLinks(kind: "calculation", objectId: "${salary.id}") { id state } }`,
    );
    expect(listed.data.publicLinks).toEqual([{ id: String(created.body.id), state: 'REVOKED' }]);
  });
});
