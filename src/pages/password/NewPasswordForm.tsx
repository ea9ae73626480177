import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ObjectSchema } from 'yup';
import { MESSAGES } from '../../../domain/messages';
import { yup } from '../../../domain/validation/common';
import { FormFailure } from '../../forms/FormFailure';
import { useSchemaForm } from '../../forms/useSchemaForm';

/**
 * A new password and its repeat ('Пароли не совпадают'), and the current one when `askCurrent`
 * (one's own change; a recovery link does not ask). The password's own rule is the shared schema
 * the caller passes (by role, or by the recovery link's minimum length).
 */
export const NewPasswordForm = ({
  schema,
  onSave,
  askCurrent = false,
}: {
  schema: ObjectSchema<{ password: string }>;
  onSave: (password: string, currentPassword: string) => Promise<unknown>;
  askCurrent?: boolean;
}) => {
  const translate = useTranslate();
  const form = useSchemaForm({ currentPassword: '', password: '', repeat: '' });
  const FIELDS = askCurrent ? ['currentPassword', 'password', 'repeat'] : ['password', 'repeat'];
  const withRepeat = schema.shape({
    repeat: yup
      .string()
      .required(MESSAGES.required)
      .oneOf([yup.ref('password')], translate('app.password.mismatch')),
  });

  const save = form.onSubmit(
    withRepeat,
    (valid) => onSave(valid.password, (valid as { currentPassword?: string }).currentPassword ?? ''),
    { fields: FIELDS },
  );

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={translate('app.password.title')}>
      <FormFailure failure={form.failure} />
      {askCurrent && (
        <TextField
          {...form.textProps('currentPassword')}
          type="password"
          autoComplete="current-password"
          label={translate('app.password.current')}
        />
      )}
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
      <Button type="submit" variant="contained" fullWidth disabled={form.pending} sx={{ mt: 2 }}>
        {translate('app.account.save')}
      </Button>
    </Box>
  );
};
