import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { liveDevices, runConsultant } from '../../server/simulate/consultant';
import { withServer } from './harness';

// `npm run simulate` (issue 12 point 8) drives the real HTTP API: a short run, end to end.
const h = withServer();
let baseUrl = '';

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});

describe('the simulator', () => {
  it('plans a session for now through the coordinator, starts it, posts contacts and pings, and stops it', async () => {
    const lines: string[] = [];
    const devices = await liveDevices(baseUrl, 'hq@demo.kz', DEMO_PASSWORD);
    expect(devices.length).toBeGreaterThan(0);
    await runConsultant(
      { email: 'consultant@demo.kz', coordinator: 'coordinator@demo.kz' },
      {
        baseUrl,
        password: DEMO_PASSWORD,
        devices,
        sessionSeconds: 4,
        contactSeconds: 0.4,
        signal: new AbortController().signal,
        log: (line) => lines.push(line),
      },
    );
    expect(lines.filter((l) => l.includes('refused'))).toEqual([]);
    const { rows } = await h.pool.query(
      `select s.id, s.status, s.start_latitude,
         (select count(*) from contact_events e where e.session_id = s.id)::int as contacts,
         (select count(*) from session_positions p where p.session_id = s.id)::int as pings,
         (select count(*) from contact_events e where e.session_id = s.id and e.registration_time is not null
            and e.device_id is null)::int as registrations_without_device,
         (select string_agg(kind, ',' order by id) from session_events e where e.session_id = s.id) as history
       from sessions s join users u on u.id = s.consultant_id
       where u.email = 'consultant@demo.kz' and s.id in (select session_id from session_events where kind = 'CREATED')`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', history: 'CREATED,STARTED,COMPLETED' });
    expect(rows[0].contacts).toBeGreaterThanOrEqual(2);
    expect(rows[0].pings).toBeGreaterThanOrEqual(1);
    // Each registration names one of the live devices (the bonus calculation's model and colour rows).
    expect(rows[0].registrations_without_device).toBe(0);
    expect(rows[0].start_latitude).toBeCloseTo(43.2016, 2);
  });
});
