import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRole } from '../layout/useRole';

/** 'ОШИБКА!' and what went wrong (part 1 §8): /error, unknown paths, refused routes. */
export const ErrorPage = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" color="error" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      <Typography variant="h6" component="p">
        {translate(message, { _: message })}
      </Typography>
    </Box>
  );
};

export const NoRightsPage = () => <ErrorPage message="app.error.noRights" />;
export const NotFoundPage = () => <ErrorPage message="app.error.notFound" />;
export const GenericErrorPage = () => <ErrorPage message="app.error.generic" />;

/**
 * A record that cannot be shown, in the same words on its view and its edit routes (issue 23
 * point 8). The server answers a record out of the viewer's scope as missing or refused (ids
 * cannot be probed), so whoever does not see every record (all but HQ) is told they have no
 * rights either way; HQ, who sees every record, that it is not there (`notFound`, the record's
 * own words). Any other failure says what failed.
 */
export const RecordRefusal = ({
  error,
  notFound = 'app.error.notFound',
}: {
  error?: unknown;
  notFound?: string;
}) => {
  const { role } = useRole();
  const status = (error as { status?: number } | null | undefined)?.status;
  const missing = !error || status === 404;
  if (status === 403 || (missing && role !== 'HQ')) return <NoRightsPage />;
  if (missing) return <ErrorPage message={notFound} />;
  const message = (error as Error).message;
  return <ErrorPage message={message || 'app.error.generic'} />;
};
