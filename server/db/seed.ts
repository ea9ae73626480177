import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from './index';
import { users } from './schema';
import { DEMO_PASSWORD } from './seed/accounts';
import { seedActivityContent } from './seed/activities';
import { seedAlerts } from './seed/alerts';
import { seedAudit } from './seed/audit';
import { seedBackOffice } from './seed/backOffice';
import { seedCatalog } from './seed/catalog';
import { seedContent } from './seed/content';
import { seedDevices } from './seed/devices';
import { seedEmployees } from './seed/employees';
import { seedHistory } from './seed/history';
import { seedPayroll } from './seed/payroll';
import { seedPeople } from './seed/people';
import { seedPlaces } from './seed/places';
import { seedProfiles } from './seed/profiles';
import { seedToday } from './seed/today';
import { seedTradePoints } from './seed/tradePoints';
import { seedWork } from './seed/work';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
export { DEMO_REGISTRATION_HASH } from './seed/places';

/** Fills an empty database with a realistic demo data set; a database with users is left alone. */
export const seedDemoIfEmpty = async (db: Db) => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedDemo(db);
  return true;
};

export interface SeedOptions {
  /** Days of the demo teams' past sessions with contacts (60); fewer for a quicker seed. */
  historyDays?: number;
}

/** The demo data set, one part per area (server/db/seed/), in one transaction. */
export const seedDemo = (db: Db, { historyDays = 60 }: SeedOptions = {}) =>
  db.transaction(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const places = await seedPlaces(tx);
    const people = await seedPeople(tx, passwordHash, places);
    const work = await seedWork(tx, places, people);
    await seedHistory(tx, people, work.spots, Object.values(work.activities), {
      days: historyDays,
      alsoFill: work.sessions.filter((s) => s.status === 'COMPLETED'),
    });
    await seedToday(tx, people, work.spots, [work.activities.spring, work.activities.solid]);
    await seedTradePoints(tx, places, people);
    await seedDevices(tx);
    await seedProfiles(tx, places, people);
    await seedEmployees(tx, passwordHash, places, people);
    await seedCatalog(tx);
    await seedContent(tx);
    await seedActivityContent(tx);
    await seedBackOffice(tx, people);
    await seedAlerts(tx);
    await seedAudit(tx);
    await seedPayroll(tx);
  });
