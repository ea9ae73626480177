import { planBlock } from '../../../domain/permissions';
import { builder } from '../../graphql/builder';
import type { SessionBrief } from '../sessions/queries';
import type { EventRow } from './parts';
import type { Person } from './queries';
import type { TeamMember } from './team';

/** The object types of the profile page (part 1 §3 "Profile (full)"). */

export const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export const PersonType = builder.objectRef<Person>('ProfilePerson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    midName: t.exposeString('midName', { nullable: true }),
    photo: t.exposeString('photo', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email'),
    managerId: t.id({ nullable: true, resolve: (p) => p.managerId }),
    planBlock: t.string({
      nullable: true,
      description:
        'Why the person may not be planned or given a team: FIRED, NOT_APPROVED, APPROVAL_EXPIRED; null when they may (domain/permissions.ts planBlock).',
      resolve: (p) =>
        p.isFired === undefined
          ? null
          : planBlock({
              isFired: p.isFired,
              verifiedByAgency: p.verifiedByAgency ?? null,
              verifiedUntil: p.verifiedUntil ?? null,
            }),
    }),
  }),
});

export const TeamMemberType = builder.objectRef<TeamMember>('TeamMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.exposeString('photo', { nullable: true }),
    managerId: t.id({ nullable: true, resolve: (p) => p.managerId }),
    depth: t.exposeInt('depth'),
  }),
});

type Titled = { id: number; title: string };
export const CityType = builder.objectRef<Titled>('City').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

type CrManager = { id: number; name: string };
export const CrManagerType = builder.objectRef<CrManager>('CrManager').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
export const SpotResponsibleType = builder.objectRef<CrManager>('SpotResponsible').implement({
  fields: (t) => ({ id: t.exposeID('id'), fullName: t.string({ resolve: (c) => c.name }) }),
});

type Actor = { id: number; firstName: string; lastName: string; role: string };
const ActorType = builder.objectRef<Actor>('EventActor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
  }),
});

export const UserEventType = builder.objectRef<EventRow>('UserEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    /** What changed, as JSON text (shape per kind). */
    details: t.string({ resolve: (e) => JSON.stringify(e.details ?? {}) }),
    createdAt: t.int({ resolve: (e) => seconds(e.createdAt)! }),
    createdAtStr: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    actor: t.field({
      type: ActorType,
      nullable: true,
      resolve: (e) =>
        e.actorId === null
          ? null
          : { id: e.actorId, firstName: e.actorFirstName!, lastName: e.actorLastName!, role: e.actorRole! },
    }),
  }),
});

const SpotBrief = builder.objectRef<NonNullable<SessionBrief['spot']>>('SessionSpot').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    legalName: t.exposeString('legalName', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

/** A session as the user panel shows it: times in epoch seconds, *Str in ISO 8601. */
export const SessionBriefType = builder.objectRef<SessionBrief>('SessionBrief').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    startTime: t.int({ nullable: true, resolve: (s) => seconds(s.startTime) }),
    stopTime: t.int({ nullable: true, resolve: (s) => seconds(s.stopTime) }),
    startTimeStr: t.string({ nullable: true, resolve: (s) => s.startTime?.toISOString() ?? null }),
    stopTimeStr: t.string({ nullable: true, resolve: (s) => s.stopTime?.toISOString() ?? null }),
    plannedStartTime: t.int({ nullable: true, resolve: (s) => seconds(s.plannedStartTime) }),
    plannedEndTime: t.int({ nullable: true, resolve: (s) => seconds(s.plannedEndTime) }),
    spot: t.field({ type: SpotBrief, nullable: true, resolve: (s) => s.spot }),
  }),
});
