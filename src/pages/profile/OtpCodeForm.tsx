import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { otpCodeSchema } from '../../../domain/validation/otp';
import { useSchemaForm } from '../../forms/useSchemaForm';

/** The single field token, 'Код верификации' (part 1 §2); a wrong code shows 'Неверный код' under it. */
export const OtpCodeForm = ({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (token: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const form = useSchemaForm({ token: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = await form.check(otpCodeSchema, form.values);
    if (!valid) return;
    setPending(true);
    try {
      await onSubmit(valid.token);
      form.reset();
    } catch (error) {
      setFailure(form.showServerError(error, ['token']));
    }
    setPending(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 320 }}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <TextField
        {...form.textProps('token')}
        label={translate('app.otp.token')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Box>
  );
};
