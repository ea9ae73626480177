import { otpAuthUrl } from '../../auth/otp';
import { authorize, builder, toId } from '../../graphql/builder';
import { lastActiveSession, nearestPlannedSession, type SessionBrief } from '../sessions/queries';
import { findProfile } from './queries';

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

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
const SessionBriefType = builder.objectRef<SessionBrief>('SessionBrief').implement({
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

export const AgencyBrief = builder.objectRef<NonNullable<ProfileRow['agency']>>('ProfileAgency').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    logo: t.exposeString('logo', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

const RegionBrief = builder.objectRef<NonNullable<ProfileRow['region']>>('ProfileRegion').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

/**
 * Two-factor state, shown on one's own profile only. The secret and its URL are shown while
 * pending (set up, no code accepted yet), never once two-factor is on.
 */
const OtpSetting = builder.objectRef<ProfileRow['user']>('OtpSetting').implement({
  fields: (t) => ({
    otpEnabled: t.boolean({ resolve: (u) => u.otpEnabled }),
    otpVerified: t.boolean({ resolve: (u) => u.otpVerified }),
    otpBase32: t.string({ nullable: true, resolve: (u) => (u.otpEnabled ? null : u.otpSecret) }),
    otpAuthUrl: t.string({
      nullable: true,
      resolve: (u) => (u.otpEnabled || !u.otpSecret ? null : otpAuthUrl(u.email, u.otpSecret)),
    }),
  }),
});

/** The profile the shell uses (part 1 §3); the profile page's fuller shape builds on it. */
export const Profile = builder.objectRef<ProfileRow>('Profile').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.user.id }),
    firstName: t.string({ resolve: (p) => p.user.firstName }),
    lastName: t.string({ resolve: (p) => p.user.lastName }),
    midName: t.string({ nullable: true, resolve: (p) => p.user.midName }),
    email: t.string({ resolve: (p) => p.user.email }),
    photo: t.string({ nullable: true, resolve: (p) => p.user.photo }),
    role: t.string({ resolve: (p) => p.user.role }),
    verifiedByAgency: t.boolean({ nullable: true, resolve: (p) => p.user.verifiedByAgency }),
    agency: t.field({ type: AgencyBrief, nullable: true, resolve: (p) => p.agency }),
    otpsetting: t.field({
      type: OtpSetting,
      nullable: true,
      resolve: (p, _a, ctx) => (p.user.id === ctx.viewer?.id ? p.user : null),
    }),
    region: t.field({ type: RegionBrief, nullable: true, resolve: (p) => p.region }),
    lastActiveSession: t.field({
      type: SessionBriefType,
      nullable: true,
      resolve: (p, _a, ctx) => lastActiveSession(ctx.db, p.user.id),
    }),
    nearestPlannedSession: t.field({
      type: SessionBriefType,
      nullable: true,
      resolve: (p, _a, ctx) => nearestPlannedSession(ctx.db, p.user.id),
    }),
  }),
});

builder.queryFields((t) => ({
  profile: t.field({
    type: Profile,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'profile.read');
      const id = toId(args.id);
      // Out of scope and missing answer alike (null), as REST's 404 does: ids cannot be probed.
      return id ? await findProfile(ctx.db, viewer, id) : null;
    },
  }),
}));
