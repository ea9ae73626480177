import { boolean, doublePrecision, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * The live map's one row per consultant (issue 24, part 1 §1 "live map", §7
 * getUsersWithFiltersInArea): their last known position and the two sessions the map's status
 * filter reads (part 1 §4): the last active session (the latest one started) and the next planned
 * one. Kept by triggers on `sessions` and `session_positions` (migration 0022_map), in the same
 * transaction as the field API's writes (no foreign keys to the sessions: the triggers run after
 * the statement, and a deleted session's row is recomputed by them), so that every server process reads the same; the map's
 * box is then one index range, not a search through 2,000,000 sessions.
 */
export const mapPeople = pgTable(
  'map_people',
  {
    consultantId: integer('consultant_id')
      .primaryKey()
      .references(() => users.id),
    /** The last ping, else the last start/stop position, else the spot of the shown session. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the position was recorded (null: a spot's place, not a fix). */
    locatedAt: timestamp('located_at', { withTimezone: true }),
    /** The city of the session the position comes from (lastKnownCity). */
    cityId: integer('city_id'),
    activeSessionId: integer('active_session_id'),
    activeStatus: varchar('active_status', { length: 32 }),
    activeStart: timestamp('active_start', { withTimezone: true }),
    activeStop: timestamp('active_stop', { withTimezone: true }),
    activeSpotId: integer('active_spot_id'),
    activeActivityId: integer('active_activity_id'),
    nextSessionId: integer('next_session_id'),
    nextPlannedStart: timestamp('next_planned_start', { withTimezone: true }),
    nextSpotId: integer('next_spot_id'),
    nextActivityId: integer('next_activity_id'),
    /**
     * The person's own fields the map filters and scopes by (role, fired, and the scope columns of
     * sessions/scope.ts consultantScope), copied from `users` by the same triggers and one on
     * `users` (migration 0028_map_scope): a city's box is then read without a join per person.
     */
    isConsultant: boolean('is_consultant').notNull().default(false),
    isFired: boolean('is_fired').notNull().default(false),
    managerId: integer('manager_id'),
    agencyId: integer('agency_id'),
    regionId: integer('region_id'),
  },
  (t) => [
    index('map_people_position_idx').on(t.latitude, t.longitude, t.consultantId),
    // A coordinator's map: their team's rows, not the whole table's.
    index('map_people_manager_idx').on(t.managerId),
  ],
);
