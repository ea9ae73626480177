import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { gql } from '../../../dataProvider/documents';
import { graphqlTransport } from '../../../dataProvider/graphql';
import type { UploadType } from '../../../domain/uploads';
import { momentText } from '../../../src/layout/dates';
import { downloadErrors, uploadFailure } from './api';
import { UploadErrorsTable } from './UploadPreview';

const HISTORY = gql`query UploadHistory($uploadType: String!, $last: Int, $before: String, $first: Int, $after: String) {
  uploads(uploadType: $uploadType, last: $last, before: $before, first: $first, after: $after, orderBy: "modified") {
    edges { node { id title status created user { id name } totalRows errorRows insertedRows updatedRows errorMessage
      errors(first: 10) { rowNumber columnName errorMessage } } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

interface HistoryNode {
  id: string;
  title: string;
  status: string;
  created: string;
  user: { id: string; name: string };
  totalRows: number;
  errorRows: number;
  insertedRows: number;
  updatedRows: number;
  errorMessage: string | null;
  errors: { rowNumber: number; columnName: string | null; errorMessage: string }[];
}

interface HistoryPage {
  edges: { node: HistoryNode }[];
  pageInfo: {
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** Which page: the newest (`last`), older than a cursor (`before`), or newer than one (`after`). */
type Cursor = { before?: string; after?: string };

/**
 * Ordered by modified and read from its end (`last`/`before`, part 2 §7): the newest uploads
 * first, older ones page by page; each row's first errors expand in place.
 */
const UploadHistoryTable = ({ uploadType, perPage }: { uploadType: UploadType; perPage: number }) => {
  const translate = useTranslate();
  const [cursor, setCursor] = useState<Cursor>({});
  const [open, setOpen] = useState<string | null>(null);
  const { data, error } = useQuery({
    queryKey: ['uploadHistory', uploadType, perPage, cursor],
    queryFn: async () => {
      const variables = cursor.after
        ? { first: perPage, after: cursor.after }
        : { last: perPage, before: cursor.before };
      const result = await graphqlTransport(HISTORY, { uploadType, ...variables });
      return (result.data as { uploads: HistoryPage }).uploads;
    },
    refetchInterval: 5000,
  });
  if (error) return <Alert severity="error">{translate(uploadFailure(error, 'app.uploads.failed'))}</Alert>;
  const rows = [...(data?.edges ?? [])].map((e) => e.node).reverse();
  const info = data?.pageInfo;
  const older = cursor.after ? true : !!info?.hasPreviousPage;
  const newer = cursor.after ? !!info?.hasNextPage : !!cursor.before;
  return (
    <Box>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('app.uploads.history')}
      </Typography>
      {data && rows.length === 0 && <Typography variant="body2">{translate('app.uploads.empty')}</Typography>}
      <Stack spacing={1}>
        {rows.map((u) => (
          <Card key={u.id} variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{u.title}</Typography>
                <Typography variant="body2">{translate(`app.uploads.statuses.${u.status}`)}</Typography>
                <Typography variant="body2">
                  {translate('app.uploads.created')}: {momentText(u.created)}
                </Typography>
                <Typography variant="body2">
                  {translate('app.uploads.user')}: {u.user.name}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {translate('app.uploads.countsValue', {
                  total: u.totalRows,
                  errors: u.errorRows,
                  inserted: u.insertedRows,
                  updated: u.updatedRows,
                })}
              </Typography>
              {u.errorMessage && (
                <Typography variant="body2" color="error">
                  {translate(u.errorMessage)}
                </Typography>
              )}
              {u.errorRows > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setOpen(open === u.id ? null : u.id)}>
                    {translate(open === u.id ? 'app.uploads.hideErrors' : 'app.uploads.showErrors')}
                  </Button>
                  <Button size="small" onClick={() => downloadErrors(Number(u.id))}>
                    {translate('app.uploads.errorsFile')}
                  </Button>
                </Stack>
              )}
              <Collapse in={open === u.id} unmountOnExit>
                <UploadErrorsTable
                  errors={u.errors.map((e) => ({
                    rowNumber: e.rowNumber,
                    column: e.columnName,
                    message: e.errorMessage,
                  }))}
                />
              </Collapse>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {(older || newer) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <IconButton
            aria-label={translate('app.uploads.newer')}
            disabled={!newer}
            onClick={() => setCursor(info?.endCursor ? { after: info.endCursor } : {})}
          >
            <NavigateBeforeIcon />
          </IconButton>
          <IconButton
            aria-label={translate('app.uploads.older')}
            disabled={!older}
            onClick={() => setCursor(info?.startCursor ? { before: info.startCursor } : {})}
          >
            <NavigateNextIcon />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
};

export default UploadHistoryTable;
