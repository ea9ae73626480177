import { Box, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import text from '../../docs/payroll.md?raw';

/**
 * How salaries, bonuses and attendance are counted: docs/payroll.md itself (the one place the
 * formulas are explained), linked from the list and every payroll form.
 */
const FormulasPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.payroll.formulasTitle')}
      </Typography>
      <Link to="/salaries" variant="body2">
        {translate('app.payroll.back')}
      </Link>
      <Box
        component="pre"
        data-testid="payroll-formulas-text"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
      >
        {text}
      </Box>
    </Box>
  );
};

export default FormulasPage;
