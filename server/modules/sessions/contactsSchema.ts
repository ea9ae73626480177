import { authorize, builder, toId } from '../../graphql/builder';
import {
  type ContactCounts,
  type ContactEventRow,
  sessionContactCounts,
  sessionContactEvents,
} from './contacts';
import { Session } from './schema';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The address the browser downloads a contact photo from (scoped like the session). */
export const contactPhotoUrl = (id: number) => `/api/contact-photo/${id}/`;

interface SubEvent {
  time: Date;
  reason?: string | null;
}

const ContactSubEvent = builder.objectRef<SubEvent>('ContactSubEvent').implement({
  description: 'A sub-event of a contact (compliment, review, exchange, registration): its moment.',
  fields: (t) => ({
    time: t.int({ resolve: (e) => seconds(e.time)! }),
    timeStr: t.string({ resolve: (e) => e.time.toISOString() }),
  }),
});

const ContactDenial = builder.objectRef<SubEvent>('ContactDenial').implement({
  description: 'A denial: its moment and reason.',
  fields: (t) => ({
    time: t.int({ resolve: (e) => seconds(e.time)! }),
    timeStr: t.string({ resolve: (e) => e.time.toISOString() }),
    reason: t.string({ nullable: true, resolve: (e) => e.reason ?? null }),
  }),
});

const ContactPhoto = builder.objectRef<{ id: number }>('ContactPhoto').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({ resolve: (p) => contactPhotoUrl(p.id) }),
  }),
});

const sub = (time: Date | null, reason?: string | null): SubEvent | null => (time ? { time, reason } : null);

/** part 1 §3 "Contact event"; times in epoch seconds, *Str in ISO 8601. */
const ContactEventContact = builder.objectRef<ContactEventRow>('ContactEventContact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    contactEventId: t.exposeID('id'),
    startTime: t.int({ resolve: (c) => seconds(c.startTime)! }),
    startTimeStr: t.string({ resolve: (c) => c.startTime.toISOString() }),
    stopTime: t.int({ nullable: true, resolve: (c) => seconds(c.stopTime) }),
    stopTimeStr: t.string({ nullable: true, resolve: (c) => c.stopTime?.toISOString() ?? null }),
    watchStopTime: t.int({ nullable: true, resolve: (c) => seconds(c.watchStopTime) }),
    watchStopTimeStr: t.string({ nullable: true, resolve: (c) => c.watchStopTime?.toISOString() ?? null }),
    compliment: t.field({ type: ContactSubEvent, nullable: true, resolve: (c) => sub(c.complimentTime) }),
    denial: t.field({
      type: ContactDenial,
      nullable: true,
      resolve: (c) => sub(c.denialTime, c.denialReason),
    }),
    review: t.field({ type: ContactSubEvent, nullable: true, resolve: (c) => sub(c.reviewTime) }),
    exchange: t.field({ type: ContactSubEvent, nullable: true, resolve: (c) => sub(c.exchangeTime) }),
    registration: t.field({
      type: ContactSubEvent,
      nullable: true,
      resolve: (c) => sub(c.registrationTime),
    }),
    photos: t.field({ type: [ContactPhoto], resolve: (c) => c.photoIds.map((id) => ({ id })) }),
  }),
});

const DenialReasonCount = builder
  .objectRef<{ reason: string | null; count: number }>('DenialReasonCount')
  .implement({
    fields: (t) => ({
      reason: t.string({ nullable: true, resolve: (r) => r.reason }),
      count: t.exposeInt('count'),
    }),
  });

const SessionContactCounts = builder.objectRef<ContactCounts>('SessionContactCounts').implement({
  description: 'A session’s contacts counted per kind; denials also grouped by reason.',
  fields: (t) => ({
    contacts: t.exposeInt('contacts'),
    compliments: t.exposeInt('compliments'),
    denials: t.exposeInt('denials'),
    reviews: t.exposeInt('reviews'),
    exchanges: t.exposeInt('exchanges'),
    registrations: t.exposeInt('registrations'),
    photos: t.exposeInt('photos'),
    denialReasons: t.field({ type: [DenialReasonCount], resolve: (c) => c.denialReasons }),
  }),
});

const hours = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 100) / 100) : null;

builder.objectFields(Session, (t) => ({
  hoursWorked: t.float({
    nullable: true,
    description: 'stopTime − startTime in hours (two decimals); null until stopped.',
    resolve: (r) => hours(r.startTime, r.stopTime),
  }),
  hoursPlanned: t.float({
    nullable: true,
    description: 'plannedEndTime − plannedStartTime in hours (two decimals).',
    resolve: (r) => hours(r.plannedStartTime, r.plannedEndTime),
  }),
  contactCounts: t.field({
    type: SessionContactCounts,
    description: 'Counts per kind (read for one session at a time, as sessionData does).',
    resolve: (r, _a, ctx) => sessionContactCounts(ctx.db, r.id),
  }),
}));

builder.queryFields((t) => ({
  /**
   * ContactEventContact by session (part 1 §7): every contact event of a session in the viewer's
   * scope, in start order; null for a missing session or one outside the scope.
   */
  contactEventContacts: t.field({
    type: [ContactEventContact],
    nullable: true,
    args: { session: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = authorize(ctx, 'sessions.read');
      const id = toId(args.session);
      if (!id) return null;
      return sessionContactEvents(ctx.db, viewer, id);
    },
  }),
}));
