import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ObjectSchema } from 'yup';
import { MESSAGES } from '../../../domain/messages';
import { yup } from '../../../domain/validation/common';
import { useSchemaForm } from '../../forms/useSchemaForm';

const FIELDS = ['password', 'repeat'];

/**
 * A new password and its repeat ('Пароли не совпадают'). The password's own rule is the shared
 * schema the caller passes (by role, or by the recovery link's minimum length).
 */
export const NewPasswordForm = ({
  schema,
  onSave,
}: {
  schema: ObjectSchema<{ password: string }>;
  onSave: (password: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const form = useSchemaForm({ password: '', repeat: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const withRepeat = schema.shape({
    repeat: yup
      .string()
      .required(MESSAGES.required)
      .oneOf([yup.ref('password')], translate('app.password.mismatch')),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = await form.check(withRepeat, form.values);
    if (!valid) return;
    setPending(true);
    try {
      await onSave(valid.password);
    } catch (error) {
      setFailure(form.showServerError(error, FIELDS));
    }
    setPending(false);
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={translate('app.password.title')}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <TextField
        {...form.textProps('password')}
        type="password"
        autoComplete="new-password"
        label={translate('app.password.new')}
      />
      <TextField
        {...form.textProps('repeat')}
        type="password"
        autoComplete="new-password"
        label={translate('app.password.repeat')}
      />
      <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
        {translate('app.account.save')}
      </Button>
    </Box>
  );
};
