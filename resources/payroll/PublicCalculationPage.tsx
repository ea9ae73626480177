import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../../src/layout/LanguageSwitch';
import { Pending } from '../../src/layout/Pending';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { useServerAnswer } from '../../src/pages/useServerAnswer';
import { fetchPublicCalculation } from './api';
import { dayOf } from './days';

/**
 * /calculation/{token} (part 1 §2 "Calculation page (public)"): one finished calculation's summary,
 * read-only, without a login or the shell, on a phone too. A link that is not valid (unknown,
 * revoked, expired) shows 'ОШИБКА!' and that the link is not valid.
 */
const PublicCalculationPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { pending, data, error } = useServerAnswer(token, () => fetchPublicCalculation(token));
  if (pending) return <Pending />;
  if (error?.status === 404) return <ErrorPage message="app.publicLinks.invalid" />;
  if (!data) return <ErrorPage message={error?.message || 'app.error.generic'} />;
  const c = data.calculation;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 2 } }}
    >
      <Card sx={{ width: '100%', maxWidth: 760, mt: { xs: 1, sm: 6 }, alignSelf: 'flex-start' }}>
        <CardContent sx={{ px: { xs: 1.5, sm: 3 } }}>
          <LanguageSwitch />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.payroll.page.title', { type: translate(`app.payroll.types.${c.type}`) })}
          </Typography>
          {c.title && <Typography>{translate('app.payroll.page.activity', { title: c.title })}</Typography>}
          <Typography color="text.secondary" data-testid="public-calculation-period">
            {translate('app.payroll.page.period', { from: dayOf(c.dateFrom), to: dayOf(c.dateTo) })}
          </Typography>
          <Box sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" data-testid="public-calculation-figures">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.payroll.page.figure')}</TableCell>
                  <TableCell align="right">{translate('app.payroll.page.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>{translate('app.payroll.figures.people')}</TableCell>
                  <TableCell align="right">{c.people.toLocaleString('ru-RU')}</TableCell>
                </TableRow>
                {c.figures.map((f) => (
                  <TableRow key={f.key}>
                    <TableCell>{translate(`app.payroll.figures.${f.key}`, { _: f.key })}</TableCell>
                    <TableCell align="right">{Number(f.value).toLocaleString('ru-RU')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {c.groups.length > 0 && (
            <Box sx={{ mt: 2, overflowX: 'auto' }}>
              <Typography variant="h6">{translate('app.payroll.page.groups')}</Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.payroll.group')}</TableCell>
                    <TableCell>{translate('app.payroll.bonus')}</TableCell>
                    <TableCell align="right">{translate('app.payroll.figures.registrations')}</TableCell>
                    <TableCell align="right">{translate('app.payroll.figures.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {c.groups.map((g) => (
                    <TableRow key={`${g.group}/${g.title}`}>
                      <TableCell>{g.group}</TableCell>
                      <TableCell>{g.title}</TableCell>
                      <TableCell align="right">{g.registrations}</TableCell>
                      <TableCell align="right">{g.sum.toLocaleString('ru-RU')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default PublicCalculationPage;
