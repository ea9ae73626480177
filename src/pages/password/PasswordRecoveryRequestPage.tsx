import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { loginSchema } from '../../../domain/validation/auth';
import { FormFailure } from '../../forms/FormFailure';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { PublicCard } from '../PublicCard';
import { requestRecovery } from './recovery';

const recoverySchema = loginSchema.pick(['email']);

/** /passwordRecovery: the e-mail to send a recovery link to; shows the server's answer. */
const PasswordRecoveryRequestPage = () => {
  const translate = useTranslate();
  const form = useSchemaForm({ email: '' });
  const [answer, setAnswer] = useState<string | null>(null);
  const send = form.onSubmit(
    recoverySchema,
    async (valid) => setAnswer((await requestRecovery(valid.email)).detail),
    { fields: ['email'] },
  );

  return (
    <PublicCard title={translate('app.title.passwordRecovery')}>
      {answer ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {answer}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={send} aria-label={translate('app.title.passwordRecovery')}>
          <FormFailure failure={form.failure} />
          <TextField
            {...form.textProps('email')}
            type="email"
            label={translate('app.login.email')}
            autoFocus
          />
          <Button type="submit" variant="contained" fullWidth disabled={form.pending} sx={{ mt: 2, mb: 2 }}>
            {translate('app.password.send')}
          </Button>
        </Box>
      )}
      <Link to="/login">{translate('app.otp.toLogin')}</Link>
    </PublicCard>
  );
};

export default PasswordRecoveryRequestPage;
