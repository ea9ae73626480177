import { Alert, Box, Button, CardContent, Link, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { FieldErrors } from '../../domain/validation/common';
import { InputField } from './InputField';
import { usePublicKit } from './kit';
import { LanguageChoice } from './LanguageChoice';
import { LoginCard } from './LoginCard';

/** A form's general error line: the server's words, in the chosen language where the product knows them. */
export const Failure = ({ failure }: { failure: string | null }) => {
  const { translate } = usePublicKit();
  return failure ? (
    <Alert severity="error" sx={{ my: 1 }}>
      {translate(failure, { _: failure })}
    </Alert>
  ) : null;
};

/** A link to another page of the app, followed without a reload. */
export const PageLink = ({ to, children }: { to: string; children: string }) => {
  const { go } = usePublicKit();
  return (
    <Link
      href={to}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
    >
      {children}
    </Link>
  );
};

/**
 * Email and password; the server's message when it refuses (POST /api/token/). Like the code form,
 * the login form says an empty field itself and leaves the rest of its schema
 * (domain/validation/auth.ts: a valid e-mail, the lengths) to the server, which answers a per-field
 * 400 in the schema's words: the public pages carry no yup, nor does the first signed-in screen
 * after them (issue 11's budgets).
 */
export const LoginForm = () => {
  const { translate, login } = usePublicKit();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { email: values.email.trim().toLowerCase(), password: values.password };
    // An empty field is said at once, as the code form does; the rest is the server's to judge.
    const missing: FieldErrors = {};
    if (!input.email) missing.email = [MESSAGES.required];
    if (!input.password) missing.password = [MESSAGES.required];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    try {
      await login(input);
    } catch (error: any) {
      // The server's per-field messages (a message or a list of them), under their fields.
      const own: FieldErrors = {};
      for (const [name, messages] of Object.entries(error?.body?.errors ?? {}))
        if (name !== 'non_field_errors') own[name] = ([] as string[]).concat(messages as string | string[]);
      setErrors(own);
      if (Object.keys(own).length === 0) setFailure(error?.message || translate('app.error.generic'));
      setPending(false);
    }
  };

  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: !!errors[name],
    helperText: errors[name]?.map((m) => translate(m, { _: m })).join(' '),
  });

  return (
    <LoginCard>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <CardContent>
          <Typography id="login-title" variant="h6" component="h1" align="center">
            {translate('app.login.title')}
          </Typography>
          <LanguageChoice />
          <Failure failure={failure} />
          <InputField
            {...field('email')}
            label={translate('app.login.email')}
            type="email"
            autoComplete="username"
            autoFocus
          />
          <InputField
            {...field('password')}
            label={translate('app.login.password')}
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
            {translate('app.login.submit')}
          </Button>
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <PageLink to="/passwordRecovery">{translate('app.login.forgot')}</PageLink>
          </Box>
        </CardContent>
      </Box>
    </LoginCard>
  );
};
