import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A screen that a later part of the product fills; it says so plainly, with no made-up data. */
const NotYetAvailable = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const name = translate(title);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {name}
      </Typography>
      <Typography color="text.secondary">{translate('app.placeholder.message', { title: name })}</Typography>
    </Box>
  );
};

export default NotYetAvailable;
