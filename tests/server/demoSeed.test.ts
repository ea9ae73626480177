import { describe, expect, it } from 'vitest';
import { withServer } from './harness';

// The demo data is alive when it is seeded (issue 23 point 6): sessions in Almaty working hours
// over the last 60 days, and at the moment of the seed some started with recent contacts, some
// planned later, some completed earlier, whatever the hour the tests run at.
const h = withServer();
const rows = async (sql: string) => (await h.pool.query(sql)).rows;
/** The seed's moment: the newest ping it wrote (the template is seeded once a run, files read it later). */
const SEEDED = '(select max(recorded_at) from session_positions)';

describe('the demo seed', () => {
  it('has sessions started now, with contacts and pings in the last hour, for each city team', async () => {
    // "Now" is the seed's moment (the template database is seeded once per run, and a loaded
    // machine reaches this file many minutes later): the newest ping it wrote.
    const started = await rows(`
      with seeded as (select max(recorded_at) as at from session_positions)
      select c.title as city, s.id,
        (select count(*) from contact_events e where e.session_id = s.id
           and e.start_time > (select at from seeded) - interval '1 hour')::int as recent,
        (select max(p.recorded_at) > (select at from seeded) - interval '20 minutes' from session_positions p
           where p.session_id = s.id) as pinged
      from sessions s join cities c on c.id = s.city_id
      where s.status = 'STARTED' and s.start_time < (select at from seeded) and s.stop_time is null
        and s.planned_end_time > (select at from seeded)`);
    expect(new Set(started.map((r) => r.city))).toEqual(new Set(['Алматы', 'Астана', 'Шымкент']));
    for (const session of started) {
      expect(session.recent).toBeGreaterThan(0);
      expect(session.pinged).toBe(true);
    }
  });

  it('has sessions planned in the next hours and one completed earlier, in the coordinator’s team', async () => {
    const team = `consultant_id in (select id from users where manager_id =
      (select id from users where email = 'coordinator@demo.kz'))`;
    const [planned] = await rows(`select count(*)::int as n from sessions where ${team}
      and status = 'PLANNED' and planned_start_time between ${SEEDED} and ${SEEDED} + interval '4 hours'`);
    const [completed] = await rows(`select count(*)::int as n from sessions where ${team}
      and status = 'COMPLETED' and stop_time between ${SEEDED} - interval '4 hours' and ${SEEDED}`);
    const [started] = await rows(
      `select count(*)::int as n from sessions where ${team} and status = 'STARTED'`,
    );
    expect(planned.n).toBeGreaterThan(0);
    expect(completed.n).toBeGreaterThan(0);
    expect(started.n).toBeGreaterThan(0);
  });

  it('plans every other day’s sessions in Almaty working hours, over the last 60 days', async () => {
    const hours = await rows(`
      select distinct extract(hour from planned_start_time at time zone 'Asia/Almaty')::int as start,
        extract(hour from planned_end_time at time zone 'Asia/Almaty')::int as stop
      from sessions where planned_end_time < now() - interval '1 day' or planned_start_time > now() + interval '1 day'`);
    expect(hours).not.toHaveLength(0);
    for (const { start, stop } of hours) {
      expect(start).toBeGreaterThanOrEqual(9);
      expect(stop).toBeLessThanOrEqual(20);
    }
    const [span] = await rows(
      `select (now()::date - min(planned_start_time)::date) as days from sessions where status = 'COMPLETED'`,
    );
    expect(span.days).toBeGreaterThanOrEqual(59);
  });
});
