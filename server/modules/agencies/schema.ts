import { authorize, builder, toId } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { gqlError } from '../../http/errors';
import {
  type AgencyBrief,
  type AgencyDetails,
  agencyExists,
  agencyScope,
  cityChoices,
  countAgencies,
  findAgencyDetails,
  listAgencies,
  regionChoices,
} from './queries';

const Agency = builder.objectRef<AgencyBrief>('Agency').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    logo: t.exposeString('logo', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    isRegOpened: t.exposeBoolean('isRegOpened'),
  }),
});

builder.queryFields((t) => ({
  /**
   * agencies(registrationHash) is public (the sign-up page: at most that one agency, with
   * isRegOpened so the page can say registration is closed); without it, HQ or the agency roles.
   * agencies(region) (part 1 §7 "agencies by region"): those of one region, within the same scope.
   */
  agencies: t.connection({
    type: Agency,
    args: { registrationHash: t.arg.string(), region: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const hash = args.registrationHash ?? null;
      const viewer = hash === null ? authorize(ctx, 'agencies.list') : null;
      // An id that names no region names no agency (as the other id filters answer).
      const region = args.region == null ? null : (toId(args.region) ?? -1);
      const where = agencyScope(viewer, hash, region);
      return resolveConnection(
        args,
        () => countAgencies(ctx.db, where),
        (page) => listAgencies(ctx.db, where, page),
      );
    },
  }),
}));

// ---- the agency page -----------------------------------------------------------------------

const Place = builder.objectRef<{ id: number; title: string }>('AgencyPlace').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const CityChoice = builder
  .objectRef<{ id: number; title: string; regionId: number | null }>('AgencyCityChoice')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      regionId: t.id({ nullable: true, resolve: (c) => c.regionId }),
    }),
  });

/** The agency page (part 1 §3 "Agency" and the profile's agency fields) with its registration link. */
const AgencyDetailsType = builder.objectRef<AgencyDetails>('AgencyDetails').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.agency.id }),
    title: t.string({ resolve: (a) => a.agency.title }),
    logo: t.string({ nullable: true, resolve: (a) => a.agency.logo }),
    phone: t.string({ nullable: true, resolve: (a) => a.agency.phone }),
    address: t.string({ nullable: true, resolve: (a) => a.agency.address }),
    email: t.string({ nullable: true, resolve: (a) => a.agency.email }),
    latitude: t.float({ nullable: true, resolve: (a) => a.agency.latitude }),
    longitude: t.float({ nullable: true, resolve: (a) => a.agency.longitude }),
    isRegOpened: t.boolean({ resolve: (a) => a.agency.isRegOpened }),
    registrationHash: t.string({ resolve: (a) => a.agency.registrationHash }),
    region: t.field({ type: Place, nullable: true, resolve: (a) => a.region }),
    city: t.field({ type: Place, nullable: true, resolve: (a) => a.city }),
  }),
});

builder.queryFields((t) => ({
  /** One agency: the agency roles their own, HQ any (another's: FORBIDDEN, none: null). */
  agency: t.field({
    type: AgencyDetailsType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'agencies.read');
      const id = toId(args.id);
      const row = id ? await findAgencyDetails(ctx.db, viewer, id) : null;
      if (!row && id && (await agencyExists(ctx.db, id))) throw gqlError('FORBIDDEN');
      return row;
    },
  }),
  /** The regions and active cities the agency edit page offers (connections, for its selects). */
  agencyRegionChoices: t.connection({
    type: Place,
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'agencies.write');
      const all = await regionChoices(ctx.db);
      return resolveConnection(
        args,
        async () => all.length,
        async (p) => all.slice(p.offset, p.offset + p.limit),
      );
    },
  }),
  agencyCityChoices: t.connection({
    type: CityChoice,
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'agencies.write');
      const all = await cityChoices(ctx.db);
      return resolveConnection(
        args,
        async () => all.length,
        async (p) => all.slice(p.offset, p.offset + p.limit),
      );
    },
  }),
}));
