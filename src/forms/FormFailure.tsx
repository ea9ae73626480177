import { Alert } from '@mui/material';

/** A form's general error line: what the server answered that belongs to no field here. */
export const FormFailure = ({ failure }: { failure: string | null | undefined }) =>
  failure ? (
    <Alert severity="error" sx={{ my: 1 }}>
      {failure}
    </Alert>
  ) : null;
