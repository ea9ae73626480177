import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { withServer } from './harness';

/** Issue 10 point 8: who may change their own profile, and with what. */
const h = withServer();
const idOf = async (email: string) =>
  (await h.pool.query('select id from users where email = $1', [email])).rows[0].id as number;

describe('changing one’s own profile', () => {
  let unapproved: string;
  beforeAll(async () => {
    unapproved = (
      await h.pool.query(
        `select email from users where verified_by_agency is null and role = 'CONSULTANT'
           and is_active and not is_fired order by id limit 1`,
      )
    ).rows[0].email;
  });

  it('is refused to a user their agency has not approved, as every read is', async () => {
    const login = await h.rest('POST', '/api/token/', null, { email: unapproved, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const id = await idOf(unapproved);
    const res = await h.rest('PATCH', `/api/users/${id}/`, login.body.token, { phone: '+7 701 111 22 33' });
    expect(res).toEqual({ status: 403, body: { detail: 'Ваш профиль не активен, свяжитесь с агентством' } });
  });

  it('is refused once the approval has lapsed', async () => {
    const token = await h.login('CONSULTANT');
    const id = await idOf('consultant@demo.kz');
    await h.pool.query(`update users set verified_until = now() - interval '1 day' where id = $1`, [id]);
    try {
      const res = await h.rest('PATCH', `/api/users/${id}/`, token, { phone: '+7 701 111 22 33' });
      expect(res.status).toBe(403);
    } finally {
      await h.pool.query(`update users set verified_until = null where id = $1`, [id]);
    }
  });

  it.each(['HQ', 'HELPDESK'] as const)('%s changes their own phone without a city', async (role) => {
    const token = await h.login(role);
    const email = role === 'HQ' ? 'hq@demo.kz' : 'helpdesk@demo.kz';
    const id = await idOf(email);
    await h.pool.query('update users set city_id = null where id = $1', [id]);
    const res = await h.rest('PATCH', `/api/users/${id}/`, token, { phone: '+7 701 555 44 33' });
    expect(res.status).toBe(200);
    const { rows } = await h.pool.query('select phone, city_id from users where id = $1', [id]);
    expect(rows[0]).toEqual({ phone: '+7 701 555 44 33', city_id: null });
  });

  it('still requires a city of the roles that work in one', async () => {
    const token = await h.login('COORDINATOR');
    const id = await idOf('coordinator@demo.kz');
    const res = await h.rest('PATCH', `/api/users/${id}/`, token, { city: null });
    expect(res).toMatchObject({ status: 400, body: { errors: { city: ['Это обязательное поле'] } } });
  });
});
