import { isPublicLinkKind } from '../../../domain/publicLinks';
import { authorize, builder, toId } from '../../graphql/builder';
import { gqlError } from '../../http/errors';
import { listLinks, type PublicLinkRow } from './queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const PublicLink = builder.objectRef<PublicLinkRow>('PublicLink').implement({
  description: 'A public link to one object for a period (its token is shown only when created).',
  fields: (t) => ({
    id: t.exposeID('id'),
    dateFrom: t.exposeString('dateFrom', { description: 'First day of the period, YYYY-MM-DD.' }),
    dateTo: t.exposeString('dateTo', { description: 'Last day of the period, YYYY-MM-DD.' }),
    expiresAt: t.int({ nullable: true, resolve: (l) => seconds(l.expiresAt) }),
    createdAt: t.int({ resolve: (l) => seconds(l.createdAt) as number }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    revokedAt: t.int({ nullable: true, resolve: (l) => seconds(l.revokedAt) }),
    revokedBy: t.exposeString('revokedBy', { nullable: true }),
    state: t.exposeString('state', { description: 'ACTIVE, REVOKED or EXPIRED.' }),
  }),
});

builder.queryFields((t) => ({
  publicLinks: t.field({
    type: [PublicLink],
    description: 'One object’s public links, newest first (HQ): `kpi` links of an activity.',
    args: { kind: t.arg.string({ required: true }), objectId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx, 'publicLinks.manage');
      if (!isPublicLinkKind(args.kind)) throw gqlError('BAD_USER_INPUT');
      const id = toId(args.objectId);
      return id === null ? [] : listLinks(ctx.db, args.kind, id);
    },
  }),
}));
