import { approvalExpired } from '../../../domain/permissions';
import { users } from '../../db/schema';
import { authorize, builder, toId } from '../../graphql/builder';
import { keysetConnection, keysetSort } from '../../graphql/keyset';
import { EMPLOYEE_SORTS, type EmployeeRow, employeeCount, employeePage } from './queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

const Named = builder.objectRef<{ id: number; title: string }>('EmployeeNamedRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

/** An agency's employee as the HR lists show them; times in epoch seconds, *Str in ISO 8601. */
const AgencyEmployee = builder.objectRef<EmployeeRow>('AgencyEmployee').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.id }),
    firstName: t.string({ resolve: (r) => r.firstName }),
    lastName: t.string({ resolve: (r) => r.lastName }),
    midName: t.string({ nullable: true, resolve: (r) => r.midName }),
    email: t.string({ resolve: (r) => r.email }),
    phone: t.string({ nullable: true, resolve: (r) => r.phone }),
    photo: t.string({ nullable: true, resolve: (r) => r.photo }),
    role: t.string({ resolve: (r) => r.role }),
    verifiedByAgency: t.boolean({ nullable: true, resolve: (r) => r.verifiedByAgency }),
    isFired: t.boolean({ resolve: (r) => r.isFired }),
    firedReason: t.string({ nullable: true, resolve: (r) => r.firedReason }),
    firedTime: t.int({ nullable: true, resolve: (r) => seconds(r.firedTime) }),
    firedTimeStr: t.string({ nullable: true, resolve: (r) => r.firedTime?.toISOString() ?? null }),
    startWorkTime: t.int({ nullable: true, resolve: (r) => seconds(r.startWorkTime) }),
    verifiedUntil: t.int({
      nullable: true,
      description: 'The approval holds until then (epoch seconds); null: without a limit.',
      resolve: (r) => seconds(r.verifiedUntil),
    }),
    approvalExpired: t.boolean({
      resolve: (r) => r.verifiedByAgency === true && approvalExpired(r.verifiedUntil),
    }),
    dateJoined: t.int({ resolve: (r) => seconds(r.createdAt)! }),
    agency: t.field({
      type: Named,
      nullable: true,
      resolve: (r) => (r.agencyId === null ? null : { id: r.agencyId, title: r.agencyTitle ?? '' }),
    }),
    city: t.field({
      type: Named,
      nullable: true,
      resolve: (r) => (r.cityId === null ? null : { id: r.cityId, title: r.cityTitle ?? '' }),
    }),
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
      return keysetConnection(args, {
        sort: keysetSort(args.orderBy, EMPLOYEE_SORTS, 'lastName'),
        id: users.id,
        idOf: (r) => r.id,
        fetch: employeePage(ctx.db, viewer, filter),
        shaped: true,
        count: employeeCount(ctx.db, viewer, filter),
      });
    },
  }),
}));
