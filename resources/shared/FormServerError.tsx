import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The form's general error from the server (errors.root.serverError), translated when it is a key. */
export const FormServerError = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(String(message), { _: String(message) })}
    </Alert>
  ) : null;
};
