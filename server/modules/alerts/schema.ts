import { alerts } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection } from '../../graphql/keyset';
import { type AlertRecord, alertCount, alertPage, findAlert, type Person } from './queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const AlertPerson = builder.objectRef<Person & { photo?: string | null }>('AlertPerson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.string({ nullable: true, resolve: (p) => p.photo ?? null }),
  }),
});

const AlertSession = builder.objectRef<AlertRecord['session']>('AlertSession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    plannedStartTime: t.int({ resolve: (s) => seconds(s.plannedStartTime)! }),
    plannedEndTime: t.int({ nullable: true, resolve: (s) => seconds(s.plannedEndTime) }),
    startTime: t.int({ nullable: true, resolve: (s) => seconds(s.startTime) }),
    corruptedReason: t.exposeString('corruptedReason', { nullable: true }),
  }),
});

const AlertSpot = builder.objectRef<NonNullable<AlertRecord['spot']>>('AlertSpot').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    address: t.exposeString('address', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

const AlertActivity = builder.objectRef<NonNullable<AlertRecord['activity']>>('AlertActivity').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

/** An alert (issue 24 point 4; domain/alerts.ts): its kind, what the rule saw, its people, session and spot. */
export const Alert = builder.objectRef<AlertRecord>('Alert').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', {
      description: 'LATE_START, MISSED, CORRUPTED, FAR_FROM_SPOT or LOW_CONTACTS.',
    }),
    raisedAt: t.int({ resolve: (a) => seconds(a.raisedAt)! }),
    acknowledgedAt: t.int({ nullable: true, resolve: (a) => seconds(a.acknowledgedAt) }),
    acknowledgedBy: t.field({ type: AlertPerson, nullable: true, resolve: (a) => a.acknowledgedBy }),
    consultant: t.field({ type: AlertPerson, resolve: (a) => a.consultant }),
    coordinator: t.field({
      type: AlertPerson,
      nullable: true,
      description: 'The consultant’s coordinator (their manager).',
      resolve: (a) => a.coordinator,
    }),
    session: t.field({ type: AlertSession, resolve: (a) => a.session }),
    spot: t.field({ type: AlertSpot, nullable: true, resolve: (a) => a.spot }),
    activity: t.field({ type: AlertActivity, nullable: true, resolve: (a) => a.activity }),
    reason: t.string({
      nullable: true,
      description: 'CORRUPTED: the session’s corruptedReason.',
      resolve: (a) => (typeof a.details.reason === 'string' ? a.details.reason : null),
    }),
    lateMinutes: t.int({ nullable: true, resolve: (a) => num(a.details.lateMinutes) }),
    distanceMeters: t.int({
      nullable: true,
      description: 'FAR_FROM_SPOT: the ping’s distance from the spot, in metres.',
      resolve: (a) => num(a.details.distanceMeters),
    }),
    latitude: t.float({
      nullable: true,
      description: 'FAR_FROM_SPOT: the ping; CORRUPTED: the start.',
      resolve: (a) => num(a.details.latitude),
    }),
    longitude: t.float({ nullable: true, resolve: (a) => num(a.details.longitude) }),
    pingTime: t.int({
      nullable: true,
      resolve: (a) => (a.kind === 'FAR_FROM_SPOT' ? num(a.details.time) : null),
    }),
    contacts: t.int({
      nullable: true,
      description: 'LOW_CONTACTS: contacts in the last hour.',
      resolve: (a) => num(a.details.contacts),
    }),
    planPerHour: t.int({
      nullable: true,
      description: 'LOW_CONTACTS: the activity’s contactCountPerHour.',
      resolve: (a) => num(a.details.planPerHour),
    }),
  }),
});

builder.queryFields((t) => ({
  /** The alerts in the viewer's scope, newest first; `open`: only those not yet acknowledged. */
  alerts: t.connection({
    type: Alert,
    args: { open: t.arg.boolean() },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'alerts.read');
      const filter = { open: args.open ?? null };
      return keysetConnection(args, {
        sort: { name: '-id', descending: true, key: null },
        id: alerts.id,
        idOf: (a) => a.id,
        fetch: alertPage(ctx.db, viewer, filter),
        count: alertCount(ctx.db, viewer, filter),
      });
    },
  }),
  /** One alert (alert/{id}); null when unknown or outside the viewer's scope. */
  alert: t.field({
    type: Alert,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'alerts.read');
      const id = toId(args.id);
      return id ? findAlert(ctx.db, viewer, id) : null;
    },
  }),
}));
