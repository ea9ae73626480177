import { describe, expect, it } from 'vitest';
import { withServer } from './harness';

// Issue 23 point 5: an approval's period reads right: the end is the start plus the term, counted
// on the approver's wall clock (Asia/Almaty), not in UTC a day off.
const h = withServer();

const idOf = async (email: string) =>
  Number((await h.pool.query('select id from users where email = $1', [email])).rows[0].id);
/** Epoch seconds of an Almaty (UTC+5, no daylight saving) midnight. */
const almatyMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:00`) / 1000;
const untilOf = async (id: number) =>
  Math.floor(
    (
      (await h.pool.query('select verified_until from users where id = $1', [id])).rows[0]
        .verified_until as Date
    ).getTime() / 1000,
  );

describe('the approval term', () => {
  it('ends on the start plus the term, at Almaty midnight: 1 March + 1 month is 1 April', async () => {
    const id = await idOf('k.ospanova@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, await h.login('AGENCY_HR'), {
      startWorkTime: almatyMidnight('2027-03-01'),
      period: 1,
      timeZone: 'Asia/Almaty',
    });
    expect(res.status).toBe(200);
    expect(res.body.verifiedUntil).toBe(almatyMidnight('2027-04-01'));
    expect(await untilOf(id)).toBe(almatyMidnight('2027-04-01'));
  });

  it('runs from the start chosen, even one in the past (the dialog shows that end)', async () => {
    const id = await idOf('n.belov@demo.kz');
    const res = await h.rest('POST', `/api/users/${id}/verify/`, await h.login('AGENCY_HR'), {
      startWorkTime: almatyMidnight('2026-01-31'),
      period: 3,
      timeZone: 'Asia/Almaty',
    });
    expect(res.status).toBe(200);
    expect(res.body.verifiedUntil).toBe(almatyMidnight('2026-04-30'));
  });

  it('a lapsed approval, prolonged, runs from today’s Almaty midnight', async () => {
    const id = await idOf('consultant@demo.kz');
    await h.pool.query(`update users set verified_until = now() - interval '3 days' where id = $1`, [id]);
    const res = await h.rest('POST', '/api/users/prolongate/', await h.login('AGENCY_HR'), {
      users_ids: [id],
      period: 1,
      timeZone: 'Asia/Almaty',
    });
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number);
    const inAMonth = new Date(Date.UTC(y, m, d)); // month index m is next month
    // 31 Jan + 1 month = 28/29 Feb, as PostgreSQL counts.
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const day = Math.min(d, last);
    const expected = `${inAMonth.getUTCFullYear()}-${String((m % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    expect(res.body.users[0].verifiedUntil).toBe(almatyMidnight(expected));
  });
});
