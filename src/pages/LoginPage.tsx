import { Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link, Login, useLogin, useTranslate } from 'react-admin';
import { loginSchema } from '../../domain/validation/auth';
import { type FieldErrors, toFieldErrors } from '../../domain/validation/common';
import { FormFailure } from '../forms/FormFailure';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** Email and password; the server's message when it refuses (POST /api/token/). */
const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
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
    fullWidth: true,
    margin: 'dense' as const,
  });

  return (
    // The page's main landmark and its one heading.
    <Login role="main">
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <CardContent>
          <Typography id="login-title" variant="h6" component="h1" align="center">
            {translate('app.login.title')}
          </Typography>
          <LanguageSwitch />
          <FormFailure failure={failure} />
          <TextField
            {...field('email')}
            label={translate('app.login.email')}
            type="email"
            autoComplete="username"
            autoFocus
          />
          <TextField
            {...field('password')}
            label={translate('app.login.password')}
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
            {translate('app.login.submit')}
          </Button>
          <Link to="/passwordRecovery" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
            {translate('app.login.forgot')}
          </Link>
        </CardContent>
      </Box>
    </Login>
  );
};

export default LoginPage;
