import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { otpCodeSchema } from '../../domain/validation/otp';
import { FormFailure } from '../../src/forms/FormFailure';
import { useSchemaForm } from '../../src/forms/useSchemaForm';

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
  const submit = form.onSubmit(
    otpCodeSchema,
    async (valid) => {
      await onSubmit(valid.token);
      form.reset();
    },
    { fields: ['token'] },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 320 }}>
      <FormFailure failure={form.failure} />
      <TextField
        {...form.textProps('token')}
        label={translate('app.otp.token')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Box>
  );
};
