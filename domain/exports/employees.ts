import { fullName } from '../csv';
import { ROLE_LABELS, type Role } from '../roles';
import { defineExport, pageOf } from './types';

interface EmployeeNode {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string | null;
  verifiedByAgency: boolean | null;
  isFired: boolean;
  approvalExpired: boolean;
  firedReason: string | null;
  firedTimeStr: string | null;
  startWorkTime: number | null;
  verifiedUntil: number | null;
  dateJoined: number;
  agency: { title: string } | null;
  city: { title: string } | null;
}

export const employeeStatus = (e: Pick<EmployeeNode, 'isFired' | 'verifiedByAgency' | 'approvalExpired'>) => {
  if (e.isFired) return 'Уволен';
  if (e.verifiedByAgency === true) return e.approvalExpired ? 'Срок одобрения истёк' : 'Одобрен';
  return 'Новый';
};

/** The agency's staff lists (Новые, Одобренные, Уволенные): one export, the list's filters decide. */
export const employeesExport = defineExport<EmployeeNode>({
  resource: 'agencyEmployees',
  fileName: 'employees',
  field: 'agencyEmployees',
  document: `query ($first: Int, $after: String, $orderBy: String, $searchString_Icontains: String,
    $verifiedByAgency_Isnull: Boolean, $verifiedByAgency: Boolean, $isFired: Boolean, $role_In: [String!], $agency: ID) {
    agencyEmployees(first: $first, after: $after, orderBy: $orderBy, searchString_Icontains: $searchString_Icontains,
      verifiedByAgency_Isnull: $verifiedByAgency_Isnull, verifiedByAgency: $verifiedByAgency, isFired: $isFired,
      role_In: $role_In, agency: $agency) {
      ${pageOf(`id firstName lastName role email phone verifiedByAgency isFired approvalExpired firedReason
        firedTimeStr startWorkTime verifiedUntil dateJoined agency { title } city { title }`)}
    }
  }`,
  header: [
    'ID',
    'ФИО',
    'Роль',
    'Email',
    'Телефон',
    'Город',
    'Агентство',
    'Статус',
    'Зарегистрирован',
    'Начало работы',
    'Одобрен до',
    'Дата увольнения',
    'Причина увольнения',
  ],
  rows: (e, dates) => [
    [
      e.id,
      fullName(e),
      ROLE_LABELS[e.role as Role] ?? e.role,
      e.email,
      e.phone,
      e.city?.title,
      e.agency?.title,
      employeeStatus(e),
      dates.date(e.dateJoined),
      dates.date(e.startWorkTime),
      dates.date(e.verifiedUntil),
      dates.dateTime(e.firedTimeStr),
      e.firedReason,
    ],
  ],
});
