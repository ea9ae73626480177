import DeleteIcon from '@mui/icons-material/Delete';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PersonSearchIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Typography } from '@mui/material';
import { createContext, type ReactElement, useContext, useState } from 'react';
import {
  Button,
  DataTable,
  List,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { BulkAction } from '../../domain/validation/sessionsBulk';
import { KeysetPagination } from '../shared/KeysetPagination';
import { PhoneFilterButton, usePhoneFilters } from '../shared/PhoneFilters';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { BulkDialog, type BulkOutcome } from './BulkDialog';
import { sessionFilters } from './filters';
import { sessionColumns } from './SessionColumns';
import { openSession } from './SessionList';
import { SessionsNav } from './SessionsNav';
import type { SessionRecord } from './types';

const filters = sessionFilters({ withStatus: false });
/** sessions-edit acts on planned sessions only. */
const PLANNED = { status_In: ['PLANNED'] };

/** The reasons of the last refused action, by session id. */
const Refusals = createContext<{ rows: Record<string, string>; set: (rows: Record<string, string>) => void }>(
  {
    rows: {},
    set: () => undefined,
  },
);

const ICONS: Record<BulkAction, ReactElement> = {
  move: <EventRepeatIcon />,
  reassign: <PersonSearchIcon />,
  delete: <DeleteIcon />,
};

const BulkButtons = () => {
  const { selectedIds } = useListContext();
  const refusals = useContext(Refusals);
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('sessions', 'sessionsEdit');
  const translate = useTranslate();
  const [action, setAction] = useState<BulkAction | null>(null);
  const done = ({ changed, refused }: BulkOutcome) => {
    setAction(null);
    refusals.set(refused);
    if (changed) {
      notify('resources.sessions.bulk.done', { type: 'info', messageArgs: { count: changed } });
      unselectAll();
      refresh();
    } else {
      const count = Object.keys(refused).length;
      notify(translate('resources.sessions.bulk.refused', { count }), { type: 'error' });
    }
  };
  return (
    <>
      {(['move', 'reassign', 'delete'] as const).map((a) => (
        <Button key={a} label={`resources.sessions.bulk.${a}`} onClick={() => setAction(a)}>
          {ICONS[a]}
        </Button>
      ))}
      {action ? (
        <BulkDialog action={action} ids={selectedIds} onClose={() => setAction(null)} onDone={done} />
      ) : null}
    </>
  );
};

const Reason = ({ session }: { session: SessionRecord }) => {
  const { rows } = useContext(Refusals);
  const translate = useTranslate();
  const reason = rows[String(session.id)];
  return reason ? (
    <Typography variant="body2" color="error" role="alert" data-testid={`refusal-${session.id}`}>
      {translate(reason, { _: reason })}
    </Typography>
  ) : null;
};

const RefusedNotice = () => {
  const { rows } = useContext(Refusals);
  const translate = useTranslate();
  const count = Object.keys(rows).length;
  return count ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {translate('resources.sessions.bulk.refused', { count })}
    </Alert>
  ) : null;
};

/**
 * sessions-edit (issue 12 point 2): the planned sessions of the viewer's scope with the list's
 * filters, chosen by checkbox (a page at a time with the header's box), then one action on all of
 * them: move, reassign or delete, all or nothing; a refused row shows its reason beside it.
 */
const SessionsEditPage = () => {
  const translate = useTranslate();
  const [rows, set] = useState<Record<string, string>>({});
  const refused = Object.keys(rows).length > 0;
  const { phone, listFilters } = usePhoneFilters(filters);
  return (
    <Refusals.Provider value={{ rows, set }}>
      <SessionsNav />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.sessions.bulk.hint')}
      </Typography>
      <RefusedNotice />
      <List
        resource="sessions"
        title="resources.sessions.bulk.title"
        filter={PLANNED}
        filters={listFilters}
        actions={
          phone ? (
            <TopToolbar>
              <PhoneFilterButton filters={filters} />
            </TopToolbar>
          ) : undefined
        }
        storeKey="sessionsEdit"
        disableSyncWithLocation
        sort={{ field: 'plannedStartTime', order: 'ASC' }}
        perPage={25}
        pagination={<KeysetPagination rowsPerPageOptions={[25, 50, 100]} />}
        exporter={false}
      >
        <ResponsiveDataTable<SessionRecord> rowClick={openSession} bulkActionButtons={<BulkButtons />}>
          {refused ? (
            <DataTable.Col
              key="refused"
              label="resources.sessions.bulk.refusedColumn"
              disableSort
              render={(s: SessionRecord) => <Reason session={s} />}
            />
          ) : null}
          {sessionColumns()}
        </ResponsiveDataTable>
      </List>
    </Refusals.Provider>
  );
};

export default SessionsEditPage;
