import { authorize, builder } from '../../graphql/builder';
import { resolveConnection } from '../../graphql/connection';
import { type AgencyBrief, agencyScope, countAgencies, listAgencies } from './queries';

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
   */
  agencies: t.connection({
    type: Agency,
    args: { registrationHash: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const hash = args.registrationHash ?? null;
      const viewer = hash === null ? authorize(ctx, 'agencies.list') : null;
      const where = agencyScope(viewer, hash);
      return resolveConnection(
        args,
        () => countAgencies(ctx.db, where),
        (page) => listAgencies(ctx.db, where, page),
      );
    },
  }),
}));
