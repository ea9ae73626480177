import { type SQL, sql } from 'drizzle-orm';
import type { AlertKind } from '../../../domain/alerts';
import type { Db } from '../../db';
import type { FetchPage } from '../../graphql/keyset';
import { consultantScope } from '../sessions/scope';
import type { Viewer } from '../users/queries';

/**
 * Who sees an alert (issue 24 point 4, part 1 §6): whoever's scope holds the session's consultant
 * (sessions/scope.ts: a coordinator their team, an agency manager their agency, MANAGER_BU their
 * region, HQ all), and AGENCY_HR their agency. A SQL condition on the consultant's `users` row `u`.
 */
export const alertScope = (viewer: Viewer): SQL =>
  viewer.role === 'AGENCY_HR' ? sql`u.agency_id = ${viewer.agencyId ?? -1}` : consultantScope(viewer);

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

export interface AlertRecord {
  id: number;
  kind: AlertKind;
  details: Record<string, unknown>;
  raisedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedBy: Person | null;
  consultant: Person & { photo: string | null };
  coordinator: Person | null;
  session: {
    id: number;
    status: string;
    plannedStartTime: Date;
    plannedEndTime: Date | null;
    startTime: Date | null;
    corruptedReason: string | null;
  };
  spot: {
    id: number;
    title: string;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  activity: { id: number; title: string } | null;
}

type Row = {
  id: number;
  kind: AlertKind;
  details: Record<string, unknown>;
  raised_at: Date;
  acknowledged_at: Date | null;
  ack_id: number | null;
  ack_first: string | null;
  ack_last: string | null;
  consultant_id: number;
  consultant_first: string;
  consultant_last: string;
  consultant_photo: string | null;
  coordinator_id: number | null;
  coordinator_first: string | null;
  coordinator_last: string | null;
  session_id: number;
  status: string;
  planned_start_time: Date;
  planned_end_time: Date | null;
  start_time: Date | null;
  corrupted_reason: string | null;
  spot_id: number | null;
  spot_title: string | null;
  spot_address: string | null;
  spot_latitude: number | null;
  spot_longitude: number | null;
  activity_id: number | null;
  activity_title: string | null;
  keyText?: string | null;
};

const person = (id: number | null, firstName: string | null, lastName: string | null): Person | null =>
  id == null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };

const toRecord = (r: Row): AlertRecord => ({
  id: r.id,
  kind: r.kind,
  details: r.details,
  raisedAt: new Date(r.raised_at),
  acknowledgedAt: r.acknowledged_at ? new Date(r.acknowledged_at) : null,
  acknowledgedBy: person(r.ack_id, r.ack_first, r.ack_last),
  consultant: {
    id: r.consultant_id,
    firstName: r.consultant_first,
    lastName: r.consultant_last,
    photo: r.consultant_photo,
  },
  coordinator: person(r.coordinator_id, r.coordinator_first, r.coordinator_last),
  session: {
    id: r.session_id,
    status: r.status,
    plannedStartTime: new Date(r.planned_start_time),
    plannedEndTime: r.planned_end_time ? new Date(r.planned_end_time) : null,
    startTime: r.start_time ? new Date(r.start_time) : null,
    corruptedReason: r.corrupted_reason,
  },
  spot:
    r.spot_id == null
      ? null
      : {
          id: r.spot_id,
          title: r.spot_title ?? '',
          address: r.spot_address,
          latitude: r.spot_latitude,
          longitude: r.spot_longitude,
        },
  activity: r.activity_id == null ? null : { id: r.activity_id, title: r.activity_title ?? '' },
});

/** The alerts in the viewer's scope with their people, session, spot and activity. */
const selectAlerts = (viewer: Viewer, where: SQL) => sql`
  select alerts.id, alerts.kind, alerts.details, alerts.raised_at, alerts.acknowledged_at,
    ack.id as ack_id, ack.first_name as ack_first, ack.last_name as ack_last,
    u.id as consultant_id, u.first_name as consultant_first, u.last_name as consultant_last,
    u.photo as consultant_photo,
    m.id as coordinator_id, m.first_name as coordinator_first, m.last_name as coordinator_last,
    s.id as session_id, s.status, s.planned_start_time, s.planned_end_time, s.start_time,
    s.corrupted_reason,
    sp.id as spot_id, sp.title as spot_title, sp.address as spot_address,
    sp.latitude as spot_latitude, sp.longitude as spot_longitude,
    a.id as activity_id, a.title as activity_title
  from alerts
  join users u on u.id = alerts.consultant_id
  join sessions s on s.id = alerts.session_id
  left join users m on m.id = u.manager_id
  left join spots sp on sp.id = alerts.spot_id
  left join activities a on a.id = s.activity_id
  left join users ack on ack.id = alerts.acknowledged_by_id
  where (${alertScope(viewer)}) and ${where}`;

export interface AlertFilter {
  /** true: not yet acknowledged; false: acknowledged; null: all. */
  open: boolean | null;
}

const filterSql = (f: AlertFilter) =>
  f.open == null
    ? sql`true`
    : f.open
      ? sql`alerts.acknowledged_at is null`
      : sql`alerts.acknowledged_at is not null`;

/** A page of the list, newest first (keyset on the id: server/graphql/keyset.ts). */
export const alertPage =
  (db: Db, viewer: Viewer, f: AlertFilter): FetchPage<AlertRecord> =>
  async ({ where, orderBy, limit }) => {
    const { rows } = await db.execute<Row>(sql`${selectAlerts(viewer, sql`${filterSql(f)} and (${where})`)}
      order by ${sql.join(orderBy, sql`, `)} limit ${limit}`);
    return rows.map(toRecord);
  };

export const alertCount = (db: Db, viewer: Viewer, f: AlertFilter) => async (cap: number) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from alerts join users u on u.id = alerts.consultant_id
      where (${alertScope(viewer)}) and ${filterSql(f)} limit ${cap}) counted`);
  return rows[0].n;
};

/** One alert in the viewer's scope, or null (unknown and out of scope alike). */
export const findAlert = async (db: Db, viewer: Viewer, id: number): Promise<AlertRecord | null> => {
  const { rows } = await db.execute<Row>(selectAlerts(viewer, sql`alerts.id = ${id}`));
  return rows[0] ? toRecord(rows[0]) : null;
};

/**
 * Acknowledges an alert in the viewer's scope: the first acknowledgement stands (who and when),
 * a repeat changes nothing. Answers false when the alert is not in scope.
 */
export const acknowledgeAlert = async (db: Db, viewer: Viewer, id: number) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    update alerts set
      acknowledged_at = coalesce(alerts.acknowledged_at, now()),
      acknowledged_by_id = coalesce(alerts.acknowledged_by_id, ${viewer.id})
    from users u
    where alerts.id = ${id} and u.id = alerts.consultant_id and (${alertScope(viewer)})
    returning alerts.id`);
  return rows.length > 0;
};
