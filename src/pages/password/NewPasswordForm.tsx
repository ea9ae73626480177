import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ObjectSchema } from 'yup';
import { MESSAGES } from '../../../domain/messages';
import { yup } from '../../../domain/validation/common';
import { FormFailure } from '../../forms/FormFailure';
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
  const withRepeat = schema.shape({
    repeat: yup
      .string()
      .required(MESSAGES.required)
      .oneOf([yup.ref('password')], translate('app.password.mismatch')),
  });

  const save = form.onSubmit(withRepeat, (valid) => onSave(valid.password), { fields: FIELDS });

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={translate('app.password.title')}>
      <FormFailure failure={form.failure} />
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
