import { downloadCSV, type Exporter } from 'react-admin';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { CSV_SEPARATOR, toCsvCell } from '../shared/csv';
import { type Employee, formatDate, formatDateTime, fullName } from './serializer';

const BOM = '\uFEFF';

export const EMPLOYEE_CSV_HEADER = [
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
];

export const employeeStatus = (e: Employee) => {
  if (e.isFired) return 'Уволен';
  if (e.verifiedByAgency === true) return e.approvalExpired ? 'Срок одобрения истёк' : 'Одобрен';
  return 'Новый';
};

export const employeesToCsv = (employees: readonly Employee[]): string => {
  const rows = employees.map((e) => [
    e.id,
    fullName(e),
    ROLE_LABELS[e.role as Role] ?? e.role,
    e.email,
    e.phone,
    e.city?.title,
    e.agency?.title,
    employeeStatus(e),
    formatDate(e.dateJoined),
    formatDate(e.startWorkTime),
    formatDate(e.verifiedUntil),
    formatDateTime(e.firedTimeStr),
    e.firedReason,
  ]);
  const lines = [EMPLOYEE_CSV_HEADER, ...rows].map((cells) => cells.map(toCsvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
};

const FILE_NAMES = { new: 'employees-new', approved: 'employees-approved', fired: 'employees-fired' };

/** Each list exports to its own CSV (the list's filters, every page). */
export const employeeExporter =
  (kind: keyof typeof FILE_NAMES): Exporter<Employee> =>
  (employees) =>
    downloadCSV(employeesToCsv(employees), FILE_NAMES[kind]);
