import { Alert, Box, Button, CardContent, Link, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
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
 * The login form's schema, with yup: loaded beside the form (it is fetched as the page opens), so
 * that the signed-in screens, which do not validate on their first view, never download yup.
 */
const loadSchema = () => import('./loginSchema');

/** Email and password; the server's message when it refuses (POST /api/token/). */
export const LoginForm = () => {
  const { translate, login } = usePublicKit();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void loadSchema();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { loginSchema, toFieldErrors } = await loadSchema();
    try {
      const input = await loginSchema.validate(values, { abortEarly: false });
      setErrors({});
      setPending(true);
      await login(input);
    } catch (error: any) {
      if (error?.name === 'ValidationError') setErrors(toFieldErrors(error));
      else setFailure(error?.message || translate('app.error.generic'));
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
