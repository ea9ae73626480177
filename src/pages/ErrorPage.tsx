import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

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
