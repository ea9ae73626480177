import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { withServer } from './harness';

// Issue 25: the field app may say which device (a model's colour) a new customer registered for;
// the bonus calculation counts new customers per colour and model (docs/payroll.md "Bonus").
const h = withServer();
const MEGA = { latitude: 43.2016, longitude: 76.8921 };
const now = () => Math.floor(Date.now() / 1000);
const one = async (sql: string) => Number((await h.pool.query(sql)).rows[0].id);
let token = '';
let sessionId = 0;
let device = 0;

beforeAll(async () => {
  token = await h.login('CONSULTANT');
  const consultant = await one("select id from users where email = 'consultant@demo.kz'");
  const activity = await one("select id from activities where title = 'glo hyper: весенняя кампания'");
  const spot = await one("select id from spots where title = 'ТРЦ MEGA Alma-Ata'");
  device = await one('select id from devices where not is_deleted order by id limit 1');
  sessionId =
    await one(`insert into sessions (consultant_id, activity_id, spot_id, status, planned_start_time, planned_end_time)
    values (${consultant}, ${activity}, ${spot}, 'PLANNED', now() - interval '1800 seconds', now() + interval '3 hours') returning id`);
  await h.rest('POST', `/api/field/sessions/${sessionId}/start/`, token, { ...MEGA, time: now() - 1200 });
});

const contact = (clientId: string, registration: object) => {
  const t = now() - 600;
  return { clientId, startTime: t, stopTime: t + 120, registration: { time: t + 100, ...registration } };
};

describe('a registration’s device through the field API', () => {
  it('is stored and answered when given, refused when it names no device, absent otherwise', async () => {
    const body = contact('pay-1', { deviceId: device });
    const created = await h.rest('POST', `/api/field/sessions/${sessionId}/contacts/`, token, body);
    expect(created.status).toBe(201);
    expect(created.body.registration).toEqual({ time: body.registration.time, deviceId: device });
    expect(
      (await h.pool.query('select device_id from contact_events where id = $1', [created.body.id])).rows[0],
    ).toEqual({
      device_id: device,
    });
    // A replay answers the same event.
    expect((await h.rest('POST', `/api/field/sessions/${sessionId}/contacts/`, token, body)).status).toBe(
      200,
    );
    const unknown = await h.rest(
      'POST',
      `/api/field/sessions/${sessionId}/contacts/`,
      token,
      contact('pay-2', { deviceId: 999999 }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'registration.deviceId': [MESSAGES.unknownReference] });
    const plain = await h.rest(
      'POST',
      `/api/field/sessions/${sessionId}/contacts/`,
      token,
      contact('pay-3', {}),
    );
    expect(plain.status).toBe(201);
    expect(plain.body.registration).toEqual({ time: expect.any(Number) });
  });
});
