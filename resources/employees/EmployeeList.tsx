import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Chip, Typography } from '@mui/material';
import { Button, DataTable, Link, TopToolbar, useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import { useRole } from '../../src/layout/useRole';
import { EmbeddedList } from '../shared/EmbeddedList';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ListSearch } from '../shared/ListSearch';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { ServerExportButton } from '../shared/ServerExportButton';
import { type EmployeeListKind, EmployeeRowActions } from './EmployeeRowActions';
import { ProlongButton } from './ProlongButton';
import { EMPLOYEE_LIST_FILTERS, EMPLOYEE_LIST_PAGE, EMPLOYEE_LIST_SORTS } from './queries';
import { daysLeft, type Employee, formatDate, formatDateTime, fullName } from './serializer';

const EMPTY: Record<EmployeeListKind, string> = {
  new: 'resources.agencyEmployees.empty.new',
  approved: 'resources.agencyEmployees.empty.approved',
  fired: 'resources.agencyEmployees.empty.fired',
};

const filters = <ListSearch source="q" placeholder="resources.agencyEmployees.search" />;

const FILE_NAMES: Record<EmployeeListKind, string> = {
  new: 'employees-new',
  approved: 'employees-approved',
  fired: 'employees-fired',
};

/** «Добавить пользователя» leads those who may (HR, HQ) to user/add. */
const AddUserButton = () => {
  const { role } = useRole();
  const translate = useTranslate();
  if (!can(role, 'screen.userAdd')) return null;
  return (
    <Button component={Link} to="/user/add" label={translate('app.userAdd.add')}>
      <PersonAddIcon />
    </Button>
  );
};

const Actions = ({ kind }: { kind: EmployeeListKind }) => (
  <TopToolbar>
    <AddUserButton />
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
  const translate = useTranslate();
  const left = daysLeft(employee);
  if (left === null) return <span>{translate('resources.agencyEmployees.term.unlimited')}</span>;
  const date = formatDate(employee.verifiedUntil);
  if (left <= 0)
    return (
      <Chip
        size="small"
        color="error"
        label={translate('resources.agencyEmployees.term.expired', { date })}
      />
    );
  if (left <= 14)
    return (
      <Chip
        size="small"
        color="warning"
        label={translate('resources.agencyEmployees.term.daysLeft', { date, left })}
      />
    );
  return <span>{date}</span>;
};

const Empty = ({ kind }: { kind: EmployeeListKind }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(EMPTY[kind])}
    </Typography>
  );
};

const RoleName = ({ role }: { role: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.role.${role}`, { _: role })}</>;
};

/**
 * One of the three employee lists: 7 a page (EMPLOYEE_LIST_SORTS), searchable, exportable; HR (and HQ)
 * decide from the rows, and prolong the approved ones selected in bulk. A list within the
 * dashboard (EmbeddedList), not react-admin's full-page List.
 */
export const EmployeeList = ({ kind }: { kind: EmployeeListKind }) => {
  const { role } = useRole();
  const decides = can(role, 'employees.verify');
  const everyAgency = role === 'HQ';
  return (
    <EmbeddedList
      resource="agencyEmployees"
      filter={EMPLOYEE_LIST_FILTERS[kind]}
      filters={filters}
      perPage={EMPLOYEE_LIST_PAGE}
      pagination={<KeysetPagination rowsPerPageOptions={[EMPLOYEE_LIST_PAGE]} />}
      sort={EMPLOYEE_LIST_SORTS[kind]}
      exporter={false}
      actions={<Actions kind={kind} />}
      storeKey={`agencyEmployees.${kind}`}
      disableSyncWithLocation
    >
      <ResponsiveDataTable<Employee>
        rowClick={false}
        bulkActionButtons={kind === 'approved' && decides ? <ProlongButton /> : false}
        empty={<Empty kind={kind} />}
      >
        <DataTable.Col
          source="lastName"
          label="resources.agencyEmployees.fields.lastName"
          render={(e: Employee) => <Name employee={e} />}
        />
        <DataTable.Col
          source="role"
          label="resources.agencyEmployees.fields.role"
          disableSort
          render={(e: Employee) => <RoleName role={e.role} />}
        />
        <DataTable.Col source="email" label="resources.agencyEmployees.fields.email" disableSort />
        <DataTable.Col source="phone" label="resources.agencyEmployees.fields.phone" disableSort />
        {everyAgency ? (
          <DataTable.Col source="agency.title" label="resources.agencyEmployees.fields.agency" disableSort />
        ) : null}
        {kind === 'new' ? (
          <DataTable.Col
            source="createdAt"
            label="resources.agencyEmployees.fields.createdAt"
            render={(e: Employee) => formatDate(e.dateJoined)}
          />
        ) : null}
        {kind === 'approved' ? (
          <DataTable.Col
            source="startWorkTime"
            label="resources.agencyEmployees.fields.startWorkTime"
            render={(e: Employee) => formatDate(e.startWorkTime)}
          />
        ) : null}
        {kind === 'approved' ? (
          <DataTable.Col
            source="verifiedUntil"
            label="resources.agencyEmployees.fields.verifiedUntil"
            render={(e: Employee) => <ApprovalTerm employee={e} />}
          />
        ) : null}
        {kind === 'fired' ? (
          <DataTable.Col
            source="firedTime"
            label="resources.agencyEmployees.fields.firedTime"
            render={(e: Employee) => formatDateTime(e.firedTimeStr)}
          />
        ) : null}
        {kind === 'fired' ? (
          <DataTable.Col
            source="firedReason"
            label="resources.agencyEmployees.fields.firedReason"
            disableSort
          />
        ) : null}
        {decides ? (
          <DataTable.Col
            label="app.common.actions"
            disableSort
            align="right"
            render={() => <EmployeeRowActions kind={kind} />}
          />
        ) : null}
      </ResponsiveDataTable>
    </EmbeddedList>
  );
};
