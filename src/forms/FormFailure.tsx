import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A form's general error line: what the server answered that belongs to no field here. */
export const FormFailure = ({ failure }: { failure: string | null | undefined }) => {
  const translate = useTranslate();
  return failure ? (
    <Alert severity="error" sx={{ my: 1 }}>
      {translate(failure, { _: failure })}
    </Alert>
  ) : null;
};
