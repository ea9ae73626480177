import { otpAuthUrl } from '../../auth/otp';
import { builder } from '../../graphql/builder';
import type { findProfile } from './queries';

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

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

/**
 * The profile the shell uses (part 1 §3); profile(id), its sessions and the profile page's fuller
 * shape are in server/modules/profiles/.
 */
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
  }),
});
