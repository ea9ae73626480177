import { sql } from 'drizzle-orm';
import { CORRUPTED_REASONS } from '../../../domain/validation/field';
import { sessionEvents, sessions } from '../schema';
import type { People } from './people';
import { at, shiftOf, type Tx } from './util';

/**
 * The demo teams' past (issue 12 point 8): a session most days of the last `days` days for every
 * team member, COMPLETED mostly, a few MISSED and CORRUPTED, with contacts and their sub-events,
 * position pings and start/stop positions near the spot. A seeded PRNG keeps it the same every
 * time (relative to today); contacts and pings go in with one statement each.
 */

/** mulberry32: small, fast and good enough for demo data. */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const DENIAL_REASONS = [
  'Не курит',
  'Нет времени',
  'Уже пользуется другим устройством',
  'Дорого',
  'Не интересно',
  'Нет с собой документов',
];

interface Spot {
  id: number;
  cityId: number | null;
  latitude: number | null;
  longitude: number | null;
}
interface Activity {
  id: number;
  startDate: Date | null;
}
/** A session that ran, to be filled with contacts and pings. */
export interface RanSession {
  id: number;
  startTime: Date | null;
  stopTime: Date | null;
  spotId: number | null;
}

const MINUTE = 60_000;
const param = (values: unknown[]) => sql.param(values);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The team's past sessions, from `days` days ago to three days ago (work.ts holds the last two). */
export const seedHistory = async (
  tx: Tx,
  { team }: Pick<People, 'team'>,
  spots: Spot[],
  activities: Activity[],
  { days = 60, alsoFill = [] as RanSession[] } = {},
) => {
  const random = prng(20260612);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const near = (lat: number, lon: number, metres: number) => ({
    latitude: lat + ((random() - 0.5) * 2 * metres) / 111_000,
    longitude: lon + ((random() - 0.5) * 2 * metres) / (111_000 * Math.cos((lat * Math.PI) / 180)),
  });

  const rows: (typeof sessions.$inferInsert)[] = [];
  for (const [index, person] of team.entries()) {
    const own = spots.filter((s) => s.cityId === person.cityId);
    const shift = shiftOf(index);
    for (let day = -days; day <= -3; day++) {
      if (random() < 0.2) continue; // a day off
      const plannedStartTime = at(day, shift.start);
      const plannedEndTime = at(day, shift.end);
      const spot = pick(own);
      const activity = pick(activities.filter((a) => !a.startDate || a.startDate <= plannedStartTime));
      const base = {
        consultantId: person.id,
        cityId: person.cityId,
        spotId: spot.id,
        activityId: activity?.id ?? null,
        plannedStartTime,
        plannedEndTime,
      };
      const roll = random();
      if (roll < 0.05) {
        rows.push({ ...base, status: 'MISSED' });
        continue;
      }
      const startTime = new Date(plannedStartTime.getTime() + between(-10, 15) * MINUTE);
      const stopTime = new Date(plannedEndTime.getTime() + between(-15, 10) * MINUTE);
      const corrupted = roll < 0.1;
      const reason = corrupted ? pick([CORRUPTED_REASONS.farFromSpot, CORRUPTED_REASONS.tooEarly]) : null;
      const start = near(
        spot.latitude ?? 0,
        spot.longitude ?? 0,
        reason === CORRUPTED_REASONS.farFromSpot ? 3000 : 40,
      );
      const stop = near(spot.latitude ?? 0, spot.longitude ?? 0, 40);
      rows.push({
        ...base,
        status: corrupted ? 'CORRUPTED' : 'COMPLETED',
        corruptedReason: reason,
        startTime:
          reason === CORRUPTED_REASONS.tooEarly
            ? new Date(plannedStartTime.getTime() - 95 * MINUTE)
            : startTime,
        stopTime,
        startLatitude: start.latitude,
        startLongitude: start.longitude,
        stopLatitude: stop.latitude,
        stopLongitude: stop.longitude,
      });
    }
  }
  const created = rows.length ? await tx.insert(sessions).values(rows).returning() : [];

  // The history a session's page shows: started (or corrupted), completed, missed.
  const events = created.flatMap((s): (typeof sessionEvents.$inferInsert)[] => {
    if (s.status === 'MISSED')
      return [
        {
          sessionId: s.id,
          actorId: null,
          kind: 'MISSED',
          details: { status: ['PLANNED', 'MISSED'] },
          createdAt: s.plannedEndTime!,
        },
      ];
    const startKind = s.status === 'CORRUPTED' ? 'CORRUPTED' : 'STARTED';
    return [
      {
        sessionId: s.id,
        actorId: s.consultantId,
        kind: startKind,
        details: {
          status: ['PLANNED', startKind],
          startTime: iso(s.startTime),
          ...(s.corruptedReason ? { corruptedReason: s.corruptedReason } : {}),
        },
        createdAt: s.startTime!,
      },
      {
        sessionId: s.id,
        actorId: s.consultantId,
        kind: s.status === 'COMPLETED' ? 'COMPLETED' : 'STOPPED',
        details: { status: [startKind, s.status], stopTime: iso(s.stopTime) },
        createdAt: s.stopTime!,
      },
    ];
  });
  if (events.length) await tx.insert(sessionEvents).values(events);

  // The sessions work.ts made ran near their spot too.
  if (alsoFill.length)
    await tx.execute(sql`
      update sessions s set start_latitude = p.latitude + 0.0002, start_longitude = p.longitude - 0.0003,
        stop_latitude = p.latitude - 0.0001, stop_longitude = p.longitude + 0.0002
      from spots p where p.id = s.spot_id and s.id = any(${param(alsoFill.map((x) => x.id))}::int[])`);
  const ran = [...alsoFill, ...created.filter((s) => s.status === 'COMPLETED')];
  await seedContacts(tx, ran, spots, random);
  return created;
};

/** 20–60 contacts a session with sub-events in plausible shares, and a ping every ten minutes near the spot. */
export const seedContacts = async (tx: Tx, ran: RanSession[], spots: Spot[], random: () => number) => {
  const c = {
    session: [] as number[],
    client: [] as string[],
    start: [] as string[],
    stop: [] as (string | null)[],
    watch: [] as (string | null)[],
    compliment: [] as (string | null)[],
    denial: [] as (string | null)[],
    reason: [] as (string | null)[],
    review: [] as (string | null)[],
    exchange: [] as (string | null)[],
    registration: [] as (string | null)[],
  };
  const p = {
    session: [] as number[],
    client: [] as string[],
    lat: [] as number[],
    lon: [] as number[],
    acc: [] as number[],
    at: [] as string[],
  };
  const spotById = new Map(spots.map((s) => [s.id, s]));
  for (const s of ran) {
    if (!s.startTime || !s.stopTime) continue;
    const from = s.startTime.getTime();
    const span = s.stopTime.getTime() - from;
    const count = 20 + Math.floor(random() * 41);
    for (let i = 0; i < count; i++) {
      const start = from + ((i + random() * 0.8) / count) * (span - 6 * MINUTE);
      const length = (1 + random() * 5) * MINUTE;
      const inside = (share: number) => new Date(start + share * length).toISOString();
      const denied = random() < 0.25;
      c.session.push(s.id);
      c.client.push(`demo-${s.id}-${i}`);
      c.start.push(new Date(start).toISOString());
      c.stop.push(new Date(start + length).toISOString());
      c.watch.push(random() < 0.6 ? inside(0.3 + random() * 0.2) : null);
      c.compliment.push(!denied && random() < 0.55 ? inside(0.2) : null);
      c.denial.push(denied ? inside(0.4 + random() * 0.4) : null);
      c.reason.push(denied ? DENIAL_REASONS[Math.floor(random() * DENIAL_REASONS.length)] : null);
      c.review.push(!denied && random() < 0.4 ? inside(0.5) : null);
      c.exchange.push(!denied && random() < 0.15 ? inside(0.7) : null);
      c.registration.push(!denied && random() < 0.2 ? inside(0.9) : null);
    }
    const spot = s.spotId == null ? undefined : spotById.get(s.spotId);
    if (spot?.latitude == null || spot.longitude == null) continue;
    for (let t = from, n = 0; t <= s.stopTime.getTime(); t += 10 * MINUTE, n++) {
      p.session.push(s.id);
      p.client.push(`demo-${s.id}-p${n}`);
      p.lat.push(spot.latitude + (random() - 0.5) * 0.0006);
      p.lon.push(spot.longitude + (random() - 0.5) * 0.0008);
      p.acc.push(Math.round(5 + random() * 25));
      p.at.push(new Date(t).toISOString());
    }
  }
  if (c.session.length)
    await tx.execute(sql`
      insert into contact_events (session_id, client_id, start_time, stop_time, watch_stop_time, compliment_time,
        denial_time, denial_reason, review_time, exchange_time, registration_time)
      select * from unnest(${param(c.session)}::int[], ${param(c.client)}::text[], ${param(c.start)}::timestamptz[],
        ${param(c.stop)}::timestamptz[], ${param(c.watch)}::timestamptz[], ${param(c.compliment)}::timestamptz[],
        ${param(c.denial)}::timestamptz[], ${param(c.reason)}::text[], ${param(c.review)}::timestamptz[],
        ${param(c.exchange)}::timestamptz[], ${param(c.registration)}::timestamptz[])`);
  if (p.session.length)
    await tx.execute(sql`
      insert into session_positions (session_id, client_id, latitude, longitude, accuracy, recorded_at)
      select * from unnest(${param(p.session)}::int[], ${param(p.client)}::text[], ${param(p.lat)}::float8[],
        ${param(p.lon)}::float8[], ${param(p.acc)}::float8[], ${param(p.at)}::timestamptz[])`);
};
