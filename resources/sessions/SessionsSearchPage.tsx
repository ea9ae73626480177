import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { KeysetPagination } from '../shared/KeysetPagination';
import { PhoneFilterButton, usePhoneFilters } from '../shared/PhoneFilters';
import { ResponsiveDataTable } from '../shared/ResponsiveDataTable';
import { ServerExportButton } from '../shared/ServerExportButton';
import { sessionFilters } from './filters';
import { sessionColumns } from './SessionColumns';
import { openSession } from './SessionList';
import { SessionsNav } from './SessionsNav';
import type { SessionRecord } from './types';
import { useSettled } from './useSettled';

/** The shortest text the server looks for (server/modules/sessions/list.ts MIN_SEARCH_LENGTH). */
const MIN_LENGTH = 2;
const filters = sessionFilters();

const Actions = ({ phone }: { phone: boolean }) => (
  <TopToolbar>
    {phone ? <PhoneFilterButton filters={filters} /> : null}
    <ServerExportButton fileName="sessions-search" />
  </TopToolbar>
);

/**
 * sessions-search (issue 12 point 2): free text across the viewer's scope (consultant's name,
 * spot's title or address, customer number; every word must match) with the list's filters, every
 * status but DELETED, the same rows and keyset pages as the list. Nothing is asked under 2 characters.
 */
const SessionsSearchPage = () => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), 350);
  const ready = q.length >= MIN_LENGTH;
  const { phone, listFilters } = usePhoneFilters(filters);
  return (
    <Box>
      <SessionsNav />
      <TextField
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={translate('resources.sessions.search.text')}
        helperText={translate('resources.sessions.search.minLength')}
        slotProps={{
          htmlInput: { maxLength: 100, 'aria-describedby': 'sessions-search-hint' },
          formHelperText: { id: 'sessions-search-hint' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mt: 2, maxWidth: 640 }}
      />
      {ready ? (
        <List
          resource="sessions"
          title="resources.sessions.search.title"
          filter={{ q }}
          filters={listFilters}
          storeKey="sessionsSearch"
          disableSyncWithLocation
          sort={{ field: 'plannedStartTime', order: 'DESC' }}
          perPage={25}
          pagination={<KeysetPagination rowsPerPageOptions={[25, 50, 100]} />}
          exporter={false}
          actions={<Actions phone={phone} />}
        >
          <ResponsiveDataTable<SessionRecord> rowClick={openSession} bulkActionButtons={false}>
            {sessionColumns()}
          </ResponsiveDataTable>
        </List>
      ) : null}
    </Box>
  );
};

export default SessionsSearchPage;
