import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STAT_FIELDS } from '../../domain/stats';

/** How each figure is counted (domain/stats.ts in words): the page every statistics widget links to. */
const StatisticsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.statistics.title')}
      </Typography>
      <Typography paragraph>{translate('app.statistics.intro')}</Typography>
      <Table size="small" data-testid="stats-definitions-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.statistics.field')}</TableCell>
            <TableCell>{translate('app.statistics.meaning')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {STAT_FIELDS.map((field) => (
            <TableRow key={field} id={field}>
              <TableCell sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>{field}</TableCell>
              <TableCell>{translate(`app.statistics.fields.${field}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography paragraph sx={{ mt: 2 }}>
        {translate('app.statistics.perHour')}
      </Typography>
      <Typography paragraph>{translate('app.statistics.live')}</Typography>
    </Box>
  );
};

export default StatisticsPage;
