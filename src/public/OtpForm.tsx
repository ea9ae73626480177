import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LOGIN_PATH, OTP_TICKET_KEY } from '../../authProvider';
import { MESSAGES } from '../../domain/messages';
import { InputField } from './InputField';
import { usePublicKit } from './kit';
import { LoginCard } from './LoginCard';
import { Failure, PageLink } from './LoginForm';

/** The second login step for users with two-factor on: one field, 'Код верификации'. */
export const OtpForm = () => {
  const { translate, login, enter } = usePublicKit();
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ticket = sessionStorage.getItem(OTP_TICKET_KEY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!token.trim()) return setFieldError(MESSAGES.required);
    setFieldError(undefined);
    setPending(true);
    try {
      await login({ ticket: ticket ?? undefined, token: token.trim() });
      await enter();
    } catch (error: any) {
      const { token: tokenError, ticket: ticketError } = error?.body?.errors ?? {};
      if (tokenError) setFieldError(tokenError);
      // An expired or used ticket: the server's words, and the way back to the first step.
      if (ticketError) sessionStorage.removeItem(OTP_TICKET_KEY);
      if (ticketError || !tokenError)
        setFailure(ticketError || error?.message || translate('app.error.generic'));
      setPending(false);
    }
  };

  return (
    <LoginCard>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="otp-title">
        <CardContent>
          <Typography id="otp-title" variant="h6" component="h1" align="center">
            {translate('app.otp.title')}
          </Typography>
          <Failure failure={failure} />
          {ticket ? (
            <>
              <InputField
                name="token"
                label={translate('app.otp.token')}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                error={!!fieldError}
                helperText={fieldError ? translate(fieldError, { _: fieldError }) : undefined}
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
              />
              <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
                {translate('app.otp.submit')}
              </Button>
            </>
          ) : (
            <Alert severity="info">
              {translate('app.otp.noTicket')}{' '}
              <PageLink to={LOGIN_PATH}>{translate('app.otp.toLogin')}</PageLink>
            </Alert>
          )}
        </CardContent>
      </Box>
    </LoginCard>
  );
};
