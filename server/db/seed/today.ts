import { sessionEvents, sessions } from '../schema';
import { prng, seedContacts } from './history';
import type { People } from './people';
import { fromNow, type Tx } from './util';

type Spot = { id: number; cityId: number | null; latitude: number | null; longitude: number | null };
type Activity = { id: number };

/** What each team member (people.ts order) is doing at the moment of the seed. */
const NOW: readonly ('COMPLETED' | 'PLANNED' | 'STARTED')[] = [
  'COMPLETED', // consultant@demo.kz: done earlier today (npm run simulate plans them a new one)
  'PLANNED',
  'STARTED',
  'STARTED',
  'PLANNED',
  'STARTED',
];

const HOURS = 60;

/**
 * The demo's present, whatever the hour it is seeded at: sessions STARTED an hour or two ago with
 * contacts and pings up to now, PLANNED later today and COMPLETED earlier today, so that the live
 * screens (the calendar, the session lists, the map and the dashboard) have something to show;
 * `npm run simulate` carries the started ones on.
 */
export const seedToday = async (
  tx: Tx,
  { team }: Pick<People, 'team'>,
  spots: Spot[],
  [even, odd]: [Activity, Activity],
) => {
  const random = prng(20261127);
  const rows = team.map((person, i) => {
    const spot = spots.find((s) => s.cityId === person.cityId) ?? spots[0];
    const near = (metres: number) => ({
      latitude: (spot.latitude ?? 0) + ((random() - 0.5) * 2 * metres) / 111_000,
      longitude: (spot.longitude ?? 0) + ((random() - 0.5) * 2 * metres) / 80_000,
    });
    const base = {
      consultantId: person.id,
      cityId: person.cityId,
      spotId: spot.id,
      activityId: (i % 2 ? odd : even).id,
    };
    const status = NOW[i % NOW.length];
    if (status === 'PLANNED') {
      // On the next half hour an hour or two from now.
      const start = fromNow(60 + 30 * i + 30 - (new Date().getMinutes() % 30));
      return {
        ...base,
        status,
        plannedStartTime: start,
        plannedEndTime: new Date(start.getTime() + 4 * HOURS * 60_000),
      };
    }
    const startedAgo = status === 'STARTED' ? 80 + 15 * i : 6 * HOURS;
    const plannedStartTime = fromNow(-startedAgo - 5);
    const start = near(30);
    const stop = near(30);
    return {
      ...base,
      status,
      plannedStartTime,
      plannedEndTime: new Date(plannedStartTime.getTime() + 4 * HOURS * 60_000),
      startTime: fromNow(-startedAgo),
      stopTime: status === 'COMPLETED' ? fromNow(-2 * HOURS) : null,
      startLatitude: start.latitude,
      startLongitude: start.longitude,
      ...(status === 'COMPLETED' ? { stopLatitude: stop.latitude, stopLongitude: stop.longitude } : {}),
    };
  });
  const created = await tx.insert(sessions).values(rows).returning();
  const ran = created.filter((s) => s.startTime);
  const events = ran.flatMap((s): (typeof sessionEvents.$inferInsert)[] => [
    {
      sessionId: s.id,
      actorId: s.consultantId,
      kind: 'STARTED',
      details: { status: ['PLANNED', 'STARTED'], startTime: s.startTime!.toISOString() },
      createdAt: s.startTime!,
    },
    ...(s.stopTime
      ? [
          {
            sessionId: s.id,
            actorId: s.consultantId,
            kind: 'COMPLETED',
            details: { status: ['STARTED', 'COMPLETED'], stopTime: s.stopTime.toISOString() },
            createdAt: s.stopTime,
          },
        ]
      : []),
  ]);
  if (events.length) await tx.insert(sessionEvents).values(events);
  // A started session's contacts and pings run up to a few minutes ago.
  await seedContacts(
    tx,
    ran.map((s) => ({ ...s, stopTime: s.stopTime ?? fromNow(-2) })),
    spots,
    random,
  );
  return created;
};
