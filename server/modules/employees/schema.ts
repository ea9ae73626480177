import { approvalExpired } from '../../../domain/permissions';
import { authorize, builder, toId } from '../../graphql/builder';
import { parseOrderBy, resolveConnection } from '../../graphql/connection';
import { countEmployees, EMPLOYEE_ORDER, type EmployeeRow, listEmployees } from './queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const Named = builder.objectRef<{ id: number; title: string }>('EmployeeNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

/** An agency's employee as the HR lists show them; times in epoch seconds, *Str in ISO 8601. */
const AgencyEmployee = builder.objectRef<EmployeeRow>('AgencyEmployee').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.user.id }),
    firstName: t.string({ resolve: (r) => r.user.firstName }),
    lastName: t.string({ resolve: (r) => r.user.lastName }),
    midName: t.string({ nullable: true, resolve: (r) => r.user.midName }),
    email: t.string({ resolve: (r) => r.user.email }),
    phone: t.string({ nullable: true, resolve: (r) => r.user.phone }),
    photo: t.string({ nullable: true, resolve: (r) => r.user.photo }),
    role: t.string({ resolve: (r) => r.user.role }),
    verifiedByAgency: t.boolean({ nullable: true, resolve: (r) => r.user.verifiedByAgency }),
    isFired: t.boolean({ resolve: (r) => r.user.isFired }),
    firedReason: t.string({ nullable: true, resolve: (r) => r.user.firedReason }),
    firedTime: t.int({ nullable: true, resolve: (r) => seconds(r.user.firedTime) }),
    firedTimeStr: t.string({ nullable: true, resolve: (r) => r.user.firedTime?.toISOString() ?? null }),
    startWorkTime: t.int({ nullable: true, resolve: (r) => seconds(r.user.startWorkTime) }),
    verifiedUntil: t.int({
      nullable: true,
      description: 'The approval holds until then (epoch seconds); null: without a limit.',
      resolve: (r) => seconds(r.user.verifiedUntil),
    }),
    approvalExpired: t.boolean({
      resolve: (r) => r.user.verifiedByAgency === true && approvalExpired(r.user.verifiedUntil),
    }),
    dateJoined: t.int({ resolve: (r) => seconds(r.user.createdAt)! }),
    agency: t.field({ type: Named, nullable: true, resolve: (r) => r.agency }),
    city: t.field({ type: Named, nullable: true, resolve: (r) => r.city }),
  }),
});

builder.queryFields((t) => ({
  /**
   * An agency's staff (part 1 §7): new (verifiedByAgency_Isnull: true), approved
   * (verifiedByAgency: true, isFired: false) and fired (isFired: true). The agency roles see their
   * own agency, HQ every agency (optionally one, `agency`).
   */
  agencyEmployees: t.connection({
    type: AgencyEmployee,
    args: {
      searchString_Icontains: t.arg.string(),
      verifiedByAgency_Isnull: t.arg.boolean(),
      verifiedByAgency: t.arg.boolean(),
      isFired: t.arg.boolean(),
      role_In: t.arg.stringList(),
      agency: t.arg.id(),
      orderBy: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      const viewer = authorize(ctx, 'employees.read');
      const filter = {
        search: args.searchString_Icontains,
        verifiedIsNull: args.verifiedByAgency_Isnull,
        verified: args.verifiedByAgency,
        isFired: args.isFired,
        roleIn: args.role_In ?? null,
        agency: args.agency == null ? null : (toId(args.agency) ?? -1),
      };
      const order = parseOrderBy(args.orderBy, EMPLOYEE_ORDER, 'lastName');
      return resolveConnection(
        args,
        () => countEmployees(ctx.db, viewer, filter),
        (page) => listEmployees(ctx.db, viewer, filter, order, page),
      );
    },
  }),
}));
