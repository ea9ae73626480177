import { Chip, Typography } from '@mui/material';
import { DataTable, Link, List, SearchInput, TopToolbar } from 'react-admin';
import { can } from '../../domain/permissions';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { useRole } from '../../src/layout/useRole';
import { type EmployeeListKind, EmployeeRowActions } from './EmployeeRowActions';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ProlongButton } from './ProlongButton';
import { daysLeft, type Employee, formatDate, formatDateTime, fullName } from './serializer';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';

/** What each list asks agencyEmployees for (part 1 §4: new = verification null). */
const FILTERS: Record<EmployeeListKind, Record<string, unknown>> = {
  new: { verifiedByAgency_Isnull: true, isFired: false },
  approved: { verifiedByAgency: true, isFired: false },
  fired: { isFired: true },
};

const EMPTY: Record<EmployeeListKind, string> = {
  new: 'Новых сотрудников нет',
  approved: 'Одобренных сотрудников нет',
  fired: 'Уволенных сотрудников нет',
};

const filters = [<SearchInput key="q" source="q" placeholder="Поиск по имени" alwaysOn />];

const FILE_NAMES: Record<EmployeeListKind, string> = {
  new: 'employees-new',
  approved: 'employees-approved',
  fired: 'employees-fired',
};

const Actions = ({ kind }: { kind: EmployeeListKind }) => (
  <TopToolbar>
    <ServerExportButton fileName={FILE_NAMES[kind]} />
  </TopToolbar>
);

const Name = ({ employee }: { employee: Employee }) => (
  <Link
    to={`/profile/${employee.id}`}
    onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
  >
    {fullName(employee)}
  </Link>
);

/** The approval's end: red once over, amber within two weeks. */
export const ApprovalTerm = ({ employee }: { employee: Employee }) => {
  const left = daysLeft(employee);
  if (left === null) return <span>бессрочно</span>;
  const date = formatDate(employee.verifiedUntil);
  if (left <= 0) return <Chip size="small" color="error" label={`${date} · срок истёк`} />;
  if (left <= 14) return <Chip size="small" color="warning" label={`${date} · ${left} дн.`} />;
  return <span>{date}</span>;
};

const Empty = ({ kind }: { kind: EmployeeListKind }) => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    {EMPTY[kind]}
  </Typography>
);

/**
 * One of the three employee lists: 7 a page, by last name, searchable, exportable; HR (and HQ)
 * decide from the rows, and prolong the approved ones selected in bulk.
 */
export const EmployeeList = ({ kind }: { kind: EmployeeListKind }) => {
  const { role } = useRole();
  const decides = can(role, 'employees.verify');
  const everyAgency = role === 'HQ';
  return (
    <List
      resource="agencyEmployees"
      title={false}
      filter={FILTERS[kind]}
      filters={filters}
      perPage={7}
      pagination={<KeysetPagination rowsPerPageOptions={[7]} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      exporter={false}
      actions={<Actions kind={kind} />}
      storeKey={`agencyEmployees.${kind}`}
      disableSyncWithLocation
      empty={false}
    >
      <ResponsiveDataTable<Employee>
        rowClick={false}
        bulkActionButtons={kind === 'approved' && decides ? <ProlongButton /> : false}
        empty={<Empty kind={kind} />}
      >
        <DataTable.Col source="lastName" label="ФИО" render={(e: Employee) => <Name employee={e} />} />
        <DataTable.Col
          source="role"
          label="Роль"
          disableSort
          render={(e: Employee) => ROLE_LABELS[e.role as Role] ?? e.role}
        />
        <DataTable.Col source="email" label="Email" disableSort />
        <DataTable.Col source="phone" label="Телефон" disableSort />
        {everyAgency ? <DataTable.Col source="agency.title" label="Агентство" disableSort /> : null}
        {kind === 'new' ? (
          <DataTable.Col
            source="createdAt"
            label="Зарегистрирован"
            render={(e: Employee) => formatDate(e.dateJoined)}
          />
        ) : null}
        {kind === 'approved' ? (
          <DataTable.Col
            source="startWorkTime"
            label="Начало работы"
            render={(e: Employee) => formatDate(e.startWorkTime)}
          />
        ) : null}
        {kind === 'approved' ? (
          <DataTable.Col
            source="verifiedUntil"
            label="Одобрен до"
            render={(e: Employee) => <ApprovalTerm employee={e} />}
          />
        ) : null}
        {kind === 'fired' ? (
          <DataTable.Col
            source="firedTime"
            label="Дата увольнения"
            render={(e: Employee) => formatDateTime(e.firedTimeStr)}
          />
        ) : null}
        {kind === 'fired' ? <DataTable.Col source="firedReason" label="Причина" disableSort /> : null}
        {decides ? (
          <DataTable.Col
            label="Действия"
            disableSort
            align="right"
            render={() => <EmployeeRowActions kind={kind} />}
          />
        ) : null}
      </ResponsiveDataTable>
    </List>
  );
};
