import { List, TopToolbar } from 'react-admin';
import { KeysetPagination } from '../shared/KeysetPagination';
import { PhoneFilterButton, usePhoneFilters } from '../shared/PhoneFilters';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { ServerExportButton } from '../shared/ServerExportButton';
import { sessionFilters } from './filters';
import { SESSION_LIST } from './queries';
import { sessionColumns } from './SessionColumns';
import { SessionsNav } from './SessionsNav';
import type { SessionRecord } from './types';

const filters = sessionFilters();

const Actions = ({ phone }: { phone: boolean }) => (
  <TopToolbar>
    {phone ? <PhoneFilterButton filters={filters} /> : null}
    <ServerExportButton fileName="sessions" />
  </TopToolbar>
);

/** A click on a row opens the session's timeline (session/{id}). */
export const openSession = (id: string | number) => `/session/${id}`;

/**
 * The sessions list (/sessions, issue 12 point 1): the viewer's scope, newest plan first, by
 * keyset pages counted apart, the default status filter of §4, exported whole by the server.
 */
export const SessionList = () => {
  const { phone, listFilters } = usePhoneFilters(filters);
  return (
    <>
      <SessionsNav />
      <List
        title="resources.sessions.name"
        filters={listFilters}
        filterDefaultValues={SESSION_LIST.filter}
        sort={SESSION_LIST.sort}
        perPage={SESSION_LIST.perPage}
        pagination={<KeysetPagination rowsPerPageOptions={[25, 50, 100]} />}
        exporter={false}
        actions={<Actions phone={phone} />}
      >
        <ResponsiveDataTable<SessionRecord> rowClick={openSession} bulkActionButtons={false}>
          {sessionColumns()}
        </ResponsiveDataTable>
      </List>
    </>
  );
};
