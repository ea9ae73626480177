import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { FieldErrors } from '../../../domain/validation/common';
import {
  CORRUPTED_REASONS,
  type ContactEventInput,
  distanceMeters,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  type FieldPointInput,
  type PositionsInput,
  SUB_EVENTS,
} from '../../../domain/validation/field';
import { type Db, poolOf } from '../../db';
import { sessionEvents } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import type { Tx } from '../sessions/scope';
import { type ContactEvent, fieldSession, lockedOwnSession, storedContact, toContactEvent } from './queries';

/** A list as ONE query parameter (drizzle expands a bare array into one parameter per item). */
const param = (values: unknown[]) => sql.param(values);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const toDate = (seconds: number) => new Date(seconds * 1000);

const record = (tx: Tx, sessionId: number, actorId: number, kind: string, details: Record<string, unknown>) =>
  tx.insert(sessionEvents).values({ sessionId, actorId, kind, details });

type Locked = Awaited<ReturnType<typeof lockedOwnSession>>;

/**
 * Why a start is not to be trusted, or null: sent from the future (beyond the clock skew), long
 * before the planned start, after the planned end, or far from the spot.
 */
const corruptionOf = (session: Locked, time: number, distance: number | null) => {
  if (time > nowSeconds() + FIELD_LIMITS.clockSkewSeconds) return CORRUPTED_REASONS.inFuture;
  if (
    session.plannedStartTime != null &&
    time < session.plannedStartTime - FIELD_LIMITS.earlyStartMinutes * 60
  )
    return CORRUPTED_REASONS.tooEarly;
  if (session.plannedEndTime != null && time > session.plannedEndTime)
    return CORRUPTED_REASONS.afterPlannedEnd;
  if (distance != null && distance > FIELD_LIMITS.maxStartDistanceMeters)
    return CORRUPTED_REASONS.farFromSpot;
  return null;
};

/**
 * POST /api/field/sessions/{id}/start/: PLANNED → STARTED with the start's time and position, or
 * CORRUPTED with the reason when the start cannot be trusted. A repeated start answers the session.
 */
export const startSession = (db: Db, consultantId: number, id: number, point: FieldPointInput) =>
  db.transaction(async (tx) => {
    const session = await lockedOwnSession(tx, consultantId, id);
    const started =
      session.startTime != null && (session.status === 'STARTED' || session.status === 'CORRUPTED');
    if (started) return fieldSession(tx, consultantId, id);
    if (session.status !== 'PLANNED')
      throw badRequest({
        status: [session.status === 'COMPLETED' ? FIELD_MESSAGES.alreadyFinished : FIELD_MESSAGES.notPlanned],
      });
    const time = point.time ?? nowSeconds();
    const distance =
      session.spotLatitude == null || session.spotLongitude == null
        ? null
        : Math.round(
            distanceMeters(point.latitude, point.longitude, session.spotLatitude, session.spotLongitude),
          );
    const reason = corruptionOf(session, time, distance);
    const status = reason ? 'CORRUPTED' : 'STARTED';
    await tx.execute(sql`
      update sessions set status = ${status}, start_time = ${toDate(time)}, corrupted_reason = ${reason},
        start_latitude = ${point.latitude}, start_longitude = ${point.longitude}
      where id = ${id}`);
    await record(tx, id, consultantId, status, {
      status: ['PLANNED', status],
      startTime: toDate(time).toISOString(),
      latitude: point.latitude,
      longitude: point.longitude,
      distanceMeters: distance,
      ...(reason ? { corruptedReason: reason } : {}),
    });
    return fieldSession(tx, consultantId, id);
  });

/**
 * POST /api/field/sessions/{id}/stop/: STARTED → COMPLETED with the stop's time and position (a
 * CORRUPTED session keeps its status and gets its stop). A repeated stop answers the session.
 */
export const stopSession = (db: Db, consultantId: number, id: number, point: FieldPointInput) =>
  db.transaction(async (tx) => {
    const session = await lockedOwnSession(tx, consultantId, id);
    if (session.stopTime != null && (session.status === 'COMPLETED' || session.status === 'CORRUPTED'))
      return fieldSession(tx, consultantId, id);
    if ((session.status !== 'STARTED' && session.status !== 'CORRUPTED') || session.startTime == null)
      throw badRequest({ status: [FIELD_MESSAGES.notStarted] });
    const time = point.time ?? nowSeconds();
    if (time > nowSeconds() + FIELD_LIMITS.clockSkewSeconds)
      throw badRequest({ time: [FIELD_MESSAGES.inFuture] });
    if (time < session.startTime) throw badRequest({ time: [FIELD_MESSAGES.stopBeforeStart] });
    const status = session.status === 'STARTED' ? 'COMPLETED' : session.status;
    await tx.execute(sql`
      update sessions set status = ${status}, stop_time = ${toDate(time)},
        stop_latitude = ${point.latitude}, stop_longitude = ${point.longitude}
      where id = ${id}`);
    await record(tx, id, consultantId, status === 'COMPLETED' ? 'COMPLETED' : 'STOPPED', {
      status: [session.status, status],
      stopTime: toDate(time).toISOString(),
      latitude: point.latitude,
      longitude: point.longitude,
    });
    return fieldSession(tx, consultantId, id);
  });

/** The input as the stored event would answer it, to tell a replay from a different event. */
const asAnswered = (input: ContactEventInput) => ({
  clientId: input.clientId,
  startTime: input.startTime,
  stopTime: input.stopTime ?? null,
  watchStopTime: input.watchStopTime ?? null,
  compliment: input.compliment ? { time: input.compliment.time } : null,
  denial: input.denial ? { time: input.denial.time, reason: input.denial.reason || null } : null,
  review: input.review ? { time: input.review.time } : null,
  exchange: input.exchange ? { time: input.exchange.time } : null,
  registration: input.registration
    ? {
        time: input.registration.time,
        ...(input.registration.deviceId == null ? {} : { deviceId: input.registration.deviceId }),
      }
    : null,
});

const sameEvent = (stored: ContactEvent, input: ContactEventInput) => {
  const { id: _id, sessionId: _sessionId, ...rest } = stored;
  return JSON.stringify(rest) === JSON.stringify(asAnswered(input));
};

/** Per-field refusals of a contact's times: within the session (from its start to now) and after the contact's start. */
const contactTimeErrors = (input: ContactEventInput, sessionStart: number): FieldErrors => {
  const errors: FieldErrors = {};
  const latest = nowSeconds() + FIELD_LIMITS.clockSkewSeconds;
  const check = (field: string, time: number | null | undefined, notBefore: number, message: string) => {
    if (time == null) return;
    if (time > latest) errors[field] = [FIELD_MESSAGES.inFuture];
    else if (time < notBefore) errors[field] = [message];
  };
  check('startTime', input.startTime, sessionStart, FIELD_MESSAGES.beforeSession);
  check('stopTime', input.stopTime, input.startTime, FIELD_MESSAGES.beforeContact);
  check('watchStopTime', input.watchStopTime, input.startTime, FIELD_MESSAGES.beforeContact);
  for (const kind of SUB_EVENTS)
    check(`${kind}.time`, input[kind]?.time, input.startTime, FIELD_MESSAGES.beforeContact);
  return errors;
};

/**
 * A new contact in one statement, autocommitted: inserted only when the slow path below would
 * insert it too (the consultant's own STARTED session, locked as there, the contact not before
 * its start, a known device, the clientId new). Its times' other checks need no row and are made
 * before. Five round trips (begin, lock, look-up, insert, commit) were most of the ingestion's
 * CPU, the server's in its socket writes (bench/stats.ts); a contact that does not go in this way
 * takes the slow path, which answers it exactly (404, the replay, 409, 400).
 */
const insertNewContact = async (db: Db, consultantId: number, id: number, input: ContactEventInput) => {
  const deviceId = input.registration ? (input.registration.deviceId ?? null) : null;
  const { rows } = await poolOf(db).query<Record<string, unknown>>({
    name: 'field-new-contact',
    text: `with s as (
        select s.start_time from sessions s
        where s.id = $1 and s.consultant_id = $2 and s.status = 'STARTED' and s.start_time is not null
        for update of s)
      insert into contact_events (session_id, client_id, start_time, stop_time, watch_stop_time,
        compliment_time, denial_time, denial_reason, review_time, exchange_time, registration_time, device_id)
      select $1, $3, to_timestamp($4), to_timestamp($5), to_timestamp($6), to_timestamp($7),
        to_timestamp($8), $9, to_timestamp($10), to_timestamp($11), to_timestamp($12), $13
      from s
      where floor(extract(epoch from s.start_time)) <= $4
        and ($13::int is null or exists (select 1 from devices d where d.id = $13 and not d.is_deleted))
      on conflict (session_id, client_id) do nothing
      returning *`,
    values: [
      id,
      consultantId,
      input.clientId,
      input.startTime,
      input.stopTime ?? null,
      input.watchStopTime ?? null,
      input.compliment?.time ?? null,
      input.denial?.time ?? null,
      input.denial ? input.denial.reason || null : null,
      input.review?.time ?? null,
      input.exchange?.time ?? null,
      input.registration?.time ?? null,
      deviceId,
    ],
  });
  return rows[0] ? toContactEvent(rows[0]) : null;
};

/**
 * POST /api/field/sessions/{id}/contacts/: a contact with its sub-events on a STARTED session.
 * The same clientId again answers the stored event (created: false); with another body, 409.
 */
export const postContact = async (db: Db, consultantId: number, id: number, input: ContactEventInput) => {
  // The checks that need no row: when they pass, a new contact goes in at once.
  if (!Object.keys(contactTimeErrors(input, Number.NEGATIVE_INFINITY)).length) {
    const event = await insertNewContact(db, consultantId, id, input);
    if (event) return { created: true, event };
  }
  return postContactChecked(db, consultantId, id, input);
};

/** The contact with every check in its transaction: what a contact the quick insert left out is answered. */
const postContactChecked = (db: Db, consultantId: number, id: number, input: ContactEventInput) =>
  db.transaction(async (tx) => {
    const session = await lockedOwnSession(tx, consultantId, id);
    const stored = await storedContact(tx, id, input.clientId);
    if (stored) {
      if (sameEvent(stored, input)) return { created: false, event: stored };
      throw new ApiError(409, {
        message: FIELD_MESSAGES.clientIdTaken,
        errors: { clientId: [FIELD_MESSAGES.clientIdTaken] },
      });
    }
    if (session.status !== 'STARTED' || session.startTime == null)
      throw badRequest({ status: [FIELD_MESSAGES.notStarted] });
    const errors = contactTimeErrors(input, session.startTime);
    const deviceId = input.registration?.deviceId ?? null;
    if (
      deviceId !== null &&
      !(await tx.execute(sql`select 1 from devices where id = ${deviceId} and not is_deleted`)).rows.length
    )
      errors['registration.deviceId'] = [MESSAGES.unknownReference];
    if (Object.keys(errors).length) throw badRequest(errors);
    const at = (seconds: number | null | undefined) => (seconds == null ? null : toDate(seconds));
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      insert into contact_events (session_id, client_id, start_time, stop_time, watch_stop_time,
        compliment_time, denial_time, denial_reason, review_time, exchange_time, registration_time, device_id)
      values (${id}, ${input.clientId}, ${at(input.startTime)}, ${at(input.stopTime)}, ${at(input.watchStopTime)},
        ${at(input.compliment?.time)}, ${at(input.denial?.time)}, ${input.denial?.reason || null},
        ${at(input.review?.time)}, ${at(input.exchange?.time)}, ${at(input.registration?.time)},
        ${input.registration ? deviceId : null})
      returning *`);
    return { created: true, event: toContactEvent(rows[0]) };
  });

/**
 * POST /api/field/sessions/{id}/positions/: pings of a session that has started (a phone may send
 * what it buffered offline after the stop). Each clientId is stored once; replays are skipped.
 */
export const postPositions = (db: Db, consultantId: number, id: number, input: PositionsInput) =>
  db.transaction(async (tx) => {
    const session = await lockedOwnSession(tx, consultantId, id);
    if (session.startTime == null) throw badRequest({ status: [FIELD_MESSAGES.notStarted] });
    const errors: FieldErrors = {};
    const latest = nowSeconds() + FIELD_LIMITS.clockSkewSeconds;
    input.pings.forEach((ping, i) => {
      if (ping.time > latest) errors[`pings[${i}].time`] = [FIELD_MESSAGES.inFuture];
      else if (ping.time < session.startTime! - FIELD_LIMITS.clockSkewSeconds)
        errors[`pings[${i}].time`] = [FIELD_MESSAGES.beforeSession];
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    const { pings } = input;
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into session_positions (session_id, client_id, latitude, longitude, accuracy, recorded_at)
      select ${id}, p.client_id, p.latitude, p.longitude, p.accuracy, to_timestamp(p.at)
      from unnest(${param(pings.map((p) => p.clientId))}::text[], ${param(pings.map((p) => p.latitude))}::float8[],
        ${param(pings.map((p) => p.longitude))}::float8[], ${param(pings.map((p) => p.accuracy ?? null))}::float8[],
        ${param(pings.map((p) => p.time))}::bigint[]) as p(client_id, latitude, longitude, accuracy, at)
      on conflict (session_id, client_id) do nothing
      returning id`);
    return { received: pings.length, stored: rows.length };
  });
