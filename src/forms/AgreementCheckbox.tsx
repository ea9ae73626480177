import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Согласие на обработку персональных данных', required on both questionnaires (part 1 §5). */
export const AgreementCheckbox = ({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <FormControl error={!!error} sx={{ mt: 2, display: 'block' }}>
      <FormControlLabel
        control={
          <Checkbox
            name="isAgreementAccepted"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={translate('app.account.agreement')}
      />
      {error ? <FormHelperText>{translate(error, { _: error })}</FormHelperText> : null}
    </FormControl>
  );
};
