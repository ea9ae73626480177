import { Alert, Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  Link,
  Login,
  useAuthProvider,
  useAuthState,
  useNavigate,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { OTP_TICKET_KEY } from '../../authProvider';
import { MESSAGES } from '../../domain/messages';
import { FormFailure } from '../forms/FormFailure';

/** The second login step for users with two-factor on: one field, 'Код верификации'. */
const OtpPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  // The shell around this public page has already seen "not logged in" and no role; it must look again.
  const { refetch: recheckAuth } = useAuthState();
  const { refetch: recheckRole } = usePermissions();
  const navigate = useNavigate();
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
      await authProvider!.login({ ticket, token: token.trim() });
      await Promise.all([recheckAuth(), recheckRole()]);
      navigate('/');
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
    <Login role="main">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="otp-title">
        <CardContent>
          <Typography id="otp-title" variant="h6" component="h1" align="center">
            {translate('app.otp.title')}
          </Typography>
          <FormFailure failure={failure} />
          {ticket ? (
            <>
              <TextField
                name="token"
                label={translate('app.otp.token')}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                error={!!fieldError}
                helperText={fieldError && translate(fieldError, { _: fieldError })}
                autoComplete="one-time-code"
                inputMode="numeric"
                fullWidth
                autoFocus
              />
              <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
                {translate('app.otp.submit')}
              </Button>
            </>
          ) : (
            <Alert severity="info">
              {translate('app.otp.noTicket')} <Link to="/login">{translate('app.otp.toLogin')}</Link>
            </Alert>
          )}
        </CardContent>
      </Box>
    </Login>
  );
};

export default OtpPage;
